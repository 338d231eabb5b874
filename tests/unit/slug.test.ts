import { describe, expect, it } from "vitest";

import {
  firstFreeSlug,
  projectSlugBase,
  reservedProjectSlugs,
  slugify,
  suggestedSlug,
  transliterate,
} from "~/lib/slug";

describe("slugify", () => {
  it("transliterates Turkish letters, including dotted İ and dotless ı", () => {
    expect(slugify("İstanbul Çağlayan Köprüsü")).toBe("istanbul-caglayan-koprusu");
    expect(slugify("ŞIRINGÖZ ığdır Üsküdar")).toBe("siringoz-igdir-uskudar");
    expect(slugify("Kalite Politikası")).toBe("kalite-politikasi");
  });

  it("turns spaces and punctuation into single hyphens and trims the ends", () => {
    expect(slugify("  Liman  projesi!! (2. etap) ")).toBe("liman-projesi-2-etap");
    expect(slugify("--a__b--")).toBe("a-b");
  });

  it("transliterates Russian and Uzbek, dropping Uzbek apostrophes inside words", () => {
    expect(slugify("Ташкентский логистический центр")).toBe("tashkentskiy-logisticheskiy-tsentr");
    expect(slugify("Qishloq xoʻjaligi sugʻorish")).toBe("qishloq-xojaligi-sugorish");
    expect(slugify("Oʻzbekiston")).toBe("ozbekiston");
  });

  it("writes a typed page title as its address: Turkish, Russian (BGN/PCGN), Uzbek Latin and Cyrillic", () => {
    expect(slugify("Sürdürülebilirlik Politikası")).toBe("surdurulebilirlik-politikasi");
    expect(slugify("Политика качества")).toBe("politika-kachestva");
    expect(slugify("ГОСТ: Щит, Ёлка и Хабаровск")).toBe("gost-shchit-yolka-i-khabarovsk");
    // BGN/PCGN: е is ye at a word's start and after a vowel or a sign, e after a consonant.
    expect(slugify("Ельцин поехал, съел мороженое")).toBe("yeltsin-poyekhal-syel-morozhenoye");
    expect(slugify("Ўзбекистон қишлоқ хўжалиги")).toBe("ozbekiston-qishloq-xojaligi");
    expect(slugify("Gʻalla va oʻrim-yigʻim ishlari")).toBe("galla-va-orim-yigim-ishlari");
    expect(slugify("Sog‘liqni saqlash")).toBe("sogliqni-saqlash");
  });

  it("reads й and ё typed as a letter and a combining mark as the letters they are", () => {
    expect(slugify("Мои\u0306 и\u0306")).toBe("moy-y");
    expect(slugify("е\u0308лка")).toBe("yolka");
  });

  it("returns an empty slug when nothing usable is left", () => {
    expect(slugify("!!! ???")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("keeps transliteration lowercase ASCII", () => {
    expect(transliterate("ÇĞİÖŞÜ çğıöşü")).toBe("cgiosu cgiosu");
  });
});

describe("suggestedSlug", () => {
  it("offers the first free of slug-2, slug-3 ... for a taken slug", () => {
    expect(suggestedSlug("hakkimizda", ["hakkimizda"])).toBe("hakkimizda-2");
    expect(suggestedSlug("hakkimizda", ["hakkimizda", "hakkimizda-2", "hakkimizda-4"])).toBe("hakkimizda-3");
  });
});

describe("project slugs", () => {
  it("picks the first free of base, base-1, base-2 ...", () => {
    expect(firstFreeSlug("baraj", [])).toBe("baraj");
    expect(firstFreeSlug("baraj", ["baraj"])).toBe("baraj-1");
    expect(firstFreeSlug("baraj", ["baraj", "baraj-1", "baraj-3"])).toBe("baraj-2");
  });

  it("never picks a reserved slug of the project lists", () => {
    for (const reserved of reservedProjectSlugs) expect(firstFreeSlug(reserved, [])).toBe(`${reserved}-1`);
    expect([...reservedProjectSlugs].sort()).toEqual([
      "completed",
      "davom-etayotgan",
      "devam-eden",
      "ongoing",
      "tamamlanan",
      "tugallangan",
    ]);
  });

  it("derives the base from the Turkish title, or proje- and a random fragment", () => {
    expect(projectSlugBase("Ankara Çevre Yolu")).toBe("ankara-cevre-yolu");
    expect(projectSlugBase("", () => "ab12cd34")).toBe("proje-ab12cd34");
    expect(projectSlugBase(undefined)).toMatch(/^proje-[0-9a-f]{8}$/);
  });
});
