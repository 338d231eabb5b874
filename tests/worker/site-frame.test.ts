import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";
import type { MenuItemInput, PageInput } from "~/backend/schemas";
import { loadFrame, loadSiteSettings } from "~/features/site/frame.server";

import { cookieHeaderFrom } from "../contract/harness";
import { allLangs, pageInput } from "../contract/inputs";
import { testAdmin } from "../fixtures/accounts";
import { languages } from "../fixtures/languages";
import { d1Harness } from "./d1-harness";

// The public frame (header, mobile menu, footer) as a visitor's page receives it, built from what
// the admin saved, with real D1: labels and paths in the visitor's language, the footer's link
// lists chosen by the spec's rules (docs/product.md §3), the contact details and safe social links.

const h = d1Harness();
let admin: Backend;

const item = (path: string, slug: string, orderIndex: number, parentId: string | null = null): MenuItemInput => ({
  path,
  slug,
  orderIndex,
  parentId,
  isActive: true,
  translations: Object.fromEntries(
    languages.map((l) => [l, { label: `${slug} ${l}`, description: "" }]),
  ) as MenuItemInput["translations"],
});

beforeEach(async () => {
  await h.reset();
  await h.provisionUser(testAdmin);
  const { backend, setCookies } = h.open();
  if (!(await backend.auth.signIn(testAdmin.email, testAdmin.password)).ok)
    throw new Error("the test admin could not sign in");
  admin = h.open(cookieHeaderFrom(setCookies)).backend;
});

describe("loadFrame", () => {
  it("gives the menu in the visitor's language, with the paths of that language and external links as they are", async () => {
    // A content page's slug is its own in each language; the menu stores the Turkish path.
    const slugs = { tr: "", en: "about", ru: "", uz: "biz-haqimizda" } as const;
    await admin.pages.save({
      slug: "hakkimizda",
      categoryId: "kurumsal",
      isPublished: true,
      translations: Object.fromEntries(
        languages.map((l) => [l, { title: `Hakkımızda ${l}`, content: "<p>x</p>", slug: slugs[l] }]),
      ) as PageInput["translations"],
    });
    const corporate = await admin.menu.save(item("/kurumsal", "kurumsal", 1));
    await admin.menu.save(item("/kurumsal/hakkimizda", "hakkimizda", 0, corporate.id));
    await admin.menu.save(item("/", "home", 0));
    await admin.menu.save(item("https://harita.example/ornek", "harita", 2));

    const frame = await loadFrame(h.open().backend, "en", null);
    expect(frame.lang).toBe("en");
    expect(frame.menu.map((m) => [m.label, m.href])).toEqual([
      ["home en", "/en/"],
      ["kurumsal en", "/en/corporate"],
      ["harita en", "https://harita.example/ornek"],
    ]);
    expect(frame.menu[1]!.children.map((m) => [m.label, m.href])).toEqual([["hakkimizda en", "/en/corporate/about"]]);
    expect((await loadFrame(h.open().backend, "uz", null)).menu[1]!.children[0]!.href).toBe(
      "/uz/kurumsal/biz-haqimizda",
    );
    expect((await loadFrame(h.open().backend, "ru", null)).menu[1]!.children[0]!.href).toBe("/ru/corporate/hakkimizda");
  });

  it("fills the footer with the first four plain top-level links and the first four corporate links", async () => {
    await admin.menu.save(item("/", "home", 0));
    const corporate = await admin.menu.save(item("/kurumsal", "kurumsal", 1));
    for (const [i, slug] of [
      "hakkimizda",
      "kalite-politikasi",
      "belgeler",
      "insan-kaynaklari",
      "referanslar",
    ].entries()) {
      // A link to a page that does not exist is left out of the menu: each page exists here.
      await admin.pages.save(
        pageInput({ slug, translations: allLangs((l) => ({ title: `${slug} ${l}`, content: "<p>x</p>", slug: "" })) }),
      );
      await admin.menu.save(item(`/kurumsal/${slug}`, slug, i, corporate.id));
    }
    for (const [i, slug] of ["projeler", "machine-park", "media", "contact", "faaliyetler"].entries())
      await admin.menu.save(item(`/${slug}`, slug, 2 + i));

    const { footer } = await loadFrame(h.open().backend, "tr", null);
    // Home and the corporate parent (it has a submenu) are left out; four at most.
    expect(footer.quickLinks.map((m) => m.href)).toEqual([
      "/tr/projeler",
      "/tr/machine-park",
      "/tr/media",
      "/tr/contact",
    ]);
    expect(footer.corporateLinks.map((m) => m.href)).toEqual([
      "/tr/kurumsal/hakkimizda",
      "/tr/kurumsal/kalite-politikasi",
      "/tr/kurumsal/belgeler",
      "/tr/kurumsal/insan-kaynaklari",
    ]);
  });

  it("carries the company's names, contact details and description, and only web social links", async () => {
    await admin.settings.save(
      {
        companyName: "Örnek İnşaat A.Ş.",
        general: {
          siteName: "Örnek",
          logoUrl: "/files/media-library/logo.png",
          description: { tr: "Türkçe tanıtım", en: "English intro" },
        },
        contact: { phone: "+90 312 555 01 23", email: "info@ornek.example", address: "Ankara", whatsapp: "" },
        socialMedia: [
          { name: "LinkedIn", url: "https://linkedin.example/ornek", icon: "Linkedin" },
          // The store refuses script URLs outright (contract suite); a mail link is stored, not shown here.
          { name: "Posta", url: "mailto:info@ornek.example", icon: "Link" },
        ],
      },
      1,
    ); // version 1: nothing stored yet
    const frame = await loadFrame(h.open().backend, "en", null);
    expect(frame).toMatchObject({
      companyName: "Örnek İnşaat A.Ş.",
      siteName: "Örnek",
      logoUrl: "/files/media-library/logo.png",
      description: "English intro",
      contact: { phone: "+90 312 555 01 23", email: "info@ornek.example", address: "Ankara" },
      year: new Date().getUTCFullYear(),
    });
    expect(frame.social.map((s) => s.name)).toEqual(["LinkedIn"]);
    // A language without its own description shows the Turkish one.
    expect((await loadFrame(h.open().backend, "ru", null)).description).toBe("Türkçe tanıtım");
  });

  it("names the site by the company when only one of the two names is set", async () => {
    await admin.settings.save(
      { companyName: "Örnek İnşaat A.Ş.", general: { siteName: "", logoUrl: "", description: {} } },
      1,
    );
    const frame = await loadFrame(h.open().backend, "tr", null);
    expect([frame.companyName, frame.siteName]).toEqual(["Örnek İnşaat A.Ş.", "Örnek İnşaat A.Ş."]);
  });

  it("reads the chrome once per language and content version, and afresh once an edit changes the version", async () => {
    const site = h.open().backend;
    const before = await site.site.contentVersion();
    const home = await admin.menu.save(item("/", "home", 0));
    const first = await site.site.contentVersion();
    expect(first).not.toBe(before);
    expect((await loadFrame(site, "tr", first)).menu.map((m) => m.label)).toEqual(["home tr"]);

    await admin.menu.save({
      ...item("/", "home", 0),
      id: home.id,
      version: home.version,
      translations: { ...item("/", "home", 0).translations, tr: { label: "Ana sayfa", description: "" } },
    });
    const second = await site.site.contentVersion();
    expect(second).not.toBe(first);
    // The same version is the same frame, kept by the isolate (no read: it still shows the old label) ...
    expect((await loadFrame(site, "tr", first)).menu.map((m) => m.label)).toEqual(["home tr"]);
    // ... and the edit's version reads the edit, as does a request whose version is not known.
    expect((await loadFrame(site, "tr", second)).menu.map((m) => m.label)).toEqual(["Ana sayfa"]);
    expect((await loadFrame(site, "tr", null)).menu.map((m) => m.label)).toEqual(["Ana sayfa"]);
  });

  it("gives a request's frame and the home page's settings from one read, and the edit's settings after an edit", async () => {
    const site = h.open().backend;
    let reads = 0;
    const counted: Backend = { ...site, site: { ...site.site, chrome: (lang) => (reads++, site.site.chrome(lang)) } };
    await admin.settings.save({ companyName: "Birinci A.Ş." }, 1);
    const version = await site.site.contentVersion();

    // The layout's and the page's loaders of one request run side by side: one read for both.
    const request = {};
    const [frame, settings] = await Promise.all([
      loadFrame(counted, "tr", version, request),
      loadSiteSettings(counted, "tr", version, request),
    ]);
    expect([frame.companyName, settings.companyName, reads]).toEqual(["Birinci A.Ş.", "Birinci A.Ş.", 1]);
    // The next request of that version reads nothing.
    expect((await loadSiteSettings(counted, "tr", version, {})).companyName).toBe("Birinci A.Ş.");
    expect(reads).toBe(1);

    await admin.settings.save({ companyName: "İkinci A.Ş." }, (await admin.settings.edit()).version);
    const edited = await site.site.contentVersion();
    expect((await loadSiteSettings(counted, "tr", edited, {})).companyName).toBe("İkinci A.Ş.");
    expect(reads).toBe(2);
  });
});
