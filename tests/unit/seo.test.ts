import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { excerpt, excerptOfHtml } from "~/features/site/excerpt.server";
import { alternatesOf, publicMeta, seoMeta, type PageSeo } from "~/features/site/seo";

import { languages } from "../fixtures/languages";

// The document head every public page gets from its loader's `seo`: what a search engine or a
// link preview reads.

const origin = "https://ornek.example";
const about: PageSeo = {
  lang: "en",
  title: "About",
  description: "Who we are.",
  alternates: {
    tr: "/tr/kurumsal/hakkimizda",
    en: "/en/corporate/about",
    ru: "/ru/corporate/about",
    uz: "/uz/kurumsal/biz-haqimizda",
  },
  origin,
};

// Read as plain records: MetaDescriptor is a union of tag shapes.
type Tag = Record<string, unknown>;
const tags = (meta: MetaDescriptor[]) => meta as Tag[];
const title = (meta: MetaDescriptor[]) => tags(meta).find((m) => "title" in m)?.title;
const property = (meta: MetaDescriptor[], name: string) =>
  tags(meta)
    .filter((m) => m.property === name)
    .map((m) => m.content);
const named = (meta: MetaDescriptor[], name: string) => tags(meta).find((m) => m.name === name)?.content;
const links = (meta: MetaDescriptor[], rel: string) => tags(meta).filter((m) => m.tagName === "link" && m.rel === rel);

describe("seoMeta", () => {
  it("titles the page with the site name, once", () => {
    expect(title(seoMeta(about, "Örnek İnşaat"))).toBe("About | Örnek İnşaat");
    expect(title(seoMeta({ ...about, title: "Örnek İnşaat" }, "Örnek İnşaat"))).toBe("Örnek İnşaat");
    expect(title(seoMeta(about, ""))).toBe("About");
  });

  it("makes the canonical and Open Graph URL absolute, in the page's language", () => {
    const meta = seoMeta(about, "Örnek");
    expect(links(meta, "canonical").map((l) => l.href)).toEqual([`${origin}/en/corporate/about`]);
    expect(property(meta, "og:url")).toEqual([`${origin}/en/corporate/about`]);
    expect(named(meta, "description")).toBe("Who we are.");
    expect(property(meta, "og:title")).toEqual(["About"]);
    expect(property(meta, "og:site_name")).toEqual(["Örnek"]);
  });

  it("lists every language as an hreflang alternate, and Turkish as x-default", () => {
    const alternates = links(seoMeta(about, "Örnek"), "alternate").map((l) => [l.hrefLang, l.href]);
    expect(alternates).toEqual([
      ["tr", `${origin}/tr/kurumsal/hakkimizda`],
      ["en", `${origin}/en/corporate/about`],
      ["ru", `${origin}/ru/corporate/about`],
      ["uz", `${origin}/uz/kurumsal/biz-haqimizda`],
      ["x-default", `${origin}/tr/kurumsal/hakkimizda`],
    ]);
  });

  it("names the page's locale and the other languages' for Open Graph", () => {
    for (const lang of languages) {
      const meta = seoMeta({ ...about, lang }, "Örnek");
      const locale = { tr: "tr_TR", en: "en_US", ru: "ru_RU", uz: "uz_UZ" }[lang];
      expect(property(meta, "og:locale")).toEqual([locale]);
      expect(property(meta, "og:locale:alternate")).toHaveLength(languages.length - 1);
      expect(property(meta, "og:locale:alternate")).not.toContain(locale);
      expect(links(meta, "canonical")[0]?.href).toBe(`${origin}${about.alternates[lang]}`);
    }
  });

  it("shows a large preview card only with an image, whose URL it makes absolute", () => {
    expect(named(seoMeta(about, "Örnek"), "twitter:card")).toBe("summary");
    expect(property(seoMeta(about, "Örnek"), "og:image")).toEqual([]);
    const withImage = seoMeta({ ...about, image: "/files/project-images/kopru.png" }, "Örnek");
    expect(named(withImage, "twitter:card")).toBe("summary_large_image");
    expect(property(withImage, "og:image")).toEqual([`${origin}/files/project-images/kopru.png`]);
  });

  it("keeps a noindex page out of the index: no canonical, no alternates", () => {
    const meta = seoMeta({ ...about, noindex: true }, "Örnek");
    expect(named(meta, "robots")).toBe("noindex");
    expect(links(meta, "canonical")).toEqual([]);
    expect(links(meta, "alternate")).toEqual([]);
  });

  it("gives nothing for a page without seo", () => {
    expect(seoMeta(undefined, "Örnek")).toEqual([]);
  });
});

describe("publicMeta", () => {
  it("reads the page's seo from its loader and the site name from the public frame", () => {
    const meta = publicMeta({
      loaderData: { seo: about },
      matches: [
        { id: "root", loaderData: {} },
        { id: "public", loaderData: { frame: { siteName: "Örnek İnşaat" } } },
      ],
    });
    expect(title(meta)).toBe("About | Örnek İnşaat");
    expect(links(meta, "canonical").map((l) => l.href)).toEqual([`${origin}/en/corporate/about`]);
  });

  it("titles without a site name when the frame is missing, and gives nothing without seo", () => {
    expect(title(publicMeta({ loaderData: { seo: about }, matches: [] }))).toBe("About");
    expect(publicMeta({ loaderData: undefined, matches: [] })).toEqual([]);
  });
});

describe("alternatesOf", () => {
  it("maps every language to the path made for it", () => {
    expect(alternatesOf((lang) => `/${lang}/contact`)).toEqual({
      tr: "/tr/contact",
      en: "/en/contact",
      ru: "/ru/contact",
      uz: "/uz/contact",
    });
  });
});

describe("excerpt", () => {
  it("keeps short text as it is, without markup or extra spaces", () => {
    expect(excerptOfHtml("<p>Köprü&nbsp;ve   <strong>yol</strong></p>")).toBe("Köprü ve yol");
  });

  it("decodes the stored HTML's character references: the page's head escapes the text once, not twice", () => {
    expect(excerptOfHtml("<p>Ornek Construction &amp; Engineering &lt;since&gt; &#8220;1994&#x201D;</p>")).toBe(
      "Ornek Construction & Engineering <since> “1994”",
    );
    // Plain text is taken as it is written.
    expect(excerpt("R&amp;D & <b>")).toBe("R&amp;D & <b>");
  });

  it("cuts long text on a word boundary within the limit and marks the cut", () => {
    const text = "Örnek İnşaat köprü, yol ve baraj projelerini tasarlar ve yapar.";
    const short = excerpt(text, 30);
    expect(short.length).toBeLessThanOrEqual(30);
    expect(short).toBe("Örnek İnşaat köprü, yol ve…");
    expect(excerpt("a".repeat(200)).length).toBeLessThanOrEqual(160);
  });
});
