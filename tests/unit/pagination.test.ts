import { describe, expect, it } from "vitest";

import { seoMeta } from "~/features/site/seo";
import {
  effectiveUrlLimit,
  sitemapFileCount,
  sitemapFileWindow,
  sitemapProtocolLimit,
  sitemapUrlLimit,
} from "~/features/site/sitemap";
import { pageHref, pagerNumbers, readPageNumber } from "~/lib/pagination";

// Page numbers in URLs, the pager's links, and how the sitemap splits
// (docs/decisions/024-pagination-and-bounded-reads.md).

const at = (query: string) => new URL(`https://ornek.example/tr/projeler${query}`);

describe("page numbers", () => {
  it("reads plain whole numbers from 1 up, and says when page 1 was written out", () => {
    expect(readPageNumber(at(""))).toEqual({ page: 1, explicitFirst: false });
    expect(readPageNumber(at("?page=1"))).toEqual({ page: 1, explicitFirst: true });
    expect(readPageNumber(at("?page=37"))).toEqual({ page: 37, explicitFirst: false });
    expect(readPageNumber(at("?page=999999"))).toEqual({ page: 999999, explicitFirst: false });
  });

  it("calls anything else malformed", () => {
    for (const query of [
      "?page=",
      "?page=0",
      "?page=-2",
      "?page=02",
      "?page=2.0",
      "?page=1e3",
      "?page=%202",
      "?page=1000000",
      "?page=2&page=2",
      "?page=abc",
    ]) {
      expect(readPageNumber(at(query)), query).toBe("malformed");
    }
  });

  it("writes page 1 as the bare path and keeps other parameters before the page", () => {
    expect(pageHref("/admin/pages", 1, { q: "" })).toBe("/admin/pages");
    expect(pageHref("/admin/pages", 1, { q: "kalite politikası" })).toBe("/admin/pages?q=kalite+politikas%C4%B1");
    expect(pageHref("/en/projects", 3)).toBe("/en/projects?page=3");
    expect(pageHref("/admin/media", 2, { q: "a&b" })).toBe("/admin/media?q=a%26b&page=2");
  });

  it("shows the first, the last and two either side of the current page, with gaps", () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pagerNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});

describe("rel prev and next", () => {
  it("links a list page's neighbours beside its canonical, never on a page kept out of the index", () => {
    const seo = {
      lang: "en" as const,
      title: "Projects – Page 2",
      description: "",
      alternates: {
        tr: "/tr/projeler?page=2",
        en: "/en/projects?page=2",
        ru: "/ru/projects?page=2",
        uz: "/uz/projeler?page=2",
      },
      origin: "https://ornek.example",
      prev: "/en/projects",
      next: "/en/projects?page=3",
    };
    const links = (meta: ReturnType<typeof seoMeta>) =>
      (meta as Array<Record<string, unknown>>).filter((m) => m.tagName === "link").map((m) => `${m.rel} ${m.href}`);
    expect(links(seoMeta(seo, "Örnek"))).toEqual(
      expect.arrayContaining([
        "canonical https://ornek.example/en/projects?page=2",
        "prev https://ornek.example/en/projects",
        "next https://ornek.example/en/projects?page=3",
      ]),
    );
    expect(links(seoMeta({ ...seo, noindex: true }, "Örnek"))).toEqual([]);
  });
});

describe("sitemap files", () => {
  it("uses the real limit unless a lower whole number is configured, and always leaves room", () => {
    expect(effectiveUrlLimit(undefined, 12)).toBe(sitemapUrlLimit);
    expect(effectiveUrlLimit("80", 12)).toBe(80);
    expect(effectiveUrlLimit("999999", 12)).toBe(sitemapUrlLimit);
    expect(effectiveUrlLimit("abc", 12)).toBe(sitemapUrlLimit);
    expect(effectiveUrlLimit("4", 12)).toBe(52);
  });

  it("puts the fixed pages and the first rows in file 1, then a full file's worth in each next one", () => {
    expect(sitemapFileWindow(1, 20, 12)).toEqual({ offset: 0, limit: 8 });
    expect(sitemapFileWindow(2, 20, 12)).toEqual({ offset: 8, limit: 20 });
    expect(sitemapFileWindow(3, 20, 12)).toEqual({ offset: 28, limit: 20 });
    expect(sitemapFileCount(0, 20, 12)).toBe(1);
    expect(sitemapFileCount(8, 20, 12)).toBe(1);
    expect(sitemapFileCount(9, 20, 12)).toBe(2);
    expect(sitemapFileCount(28, 20, 12)).toBe(2);
    expect(sitemapFileCount(29, 20, 12)).toBe(3);
    // At the real limit a file holds 1 250 entries (5 000 URLs, a tenth of what sitemaps.org allows).
    expect(sitemapUrlLimit * 10).toBe(sitemapProtocolLimit);
    expect(sitemapFileCount(1_238, sitemapUrlLimit / 4, 12)).toBe(1);
    expect(sitemapFileCount(1_239, sitemapUrlLimit / 4, 12)).toBe(2);
    expect(sitemapFileCount(12_000, sitemapUrlLimit / 4, 12)).toBe(10);
  });
});
