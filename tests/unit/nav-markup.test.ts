import { describe, expect, it } from "vitest";
import { navMarkup } from "~/components/site/nav-markup.server";
import { menuStateKey, type FrameMenuItem, type SiteFrame } from "~/features/site/frame";

// The header's menus rendered once per content version, language and active item
// (app/components/site/nav-markup.server.tsx): what a page shows must be what its own render
// would show, never another page's active marks or an older version's labels.

const item = (id: string, label: string, href: string | null, children: FrameMenuItem[] = []): FrameMenuItem => ({ id, label, description: "", href, children });

function frame(aboutLabel = "About Us"): SiteFrame {
  return {
    lang: "en",
    companyName: "Örnek",
    siteName: "Örnek",
    logoUrl: "",
    description: "",
    contact: { phone: "", email: "", address: "" },
    social: [],
    menu: [
      item("home", "Home", "/en/"),
      item("corporate", "Corporate", "/en/corporate", [item("about", aboutLabel, "/en/corporate/about"), item("docs", "Documents", "/en/corporate/documents")]),
      item("contact", "Contact", "/en/contact"),
    ],
    footer: { quickLinks: [], corporateLinks: [] },
    year: 2026,
  };
}

/** The link in the markup whose href is `href`, as written. */
const linkTo = (html: string, href: string) => new RegExp(`<a [^>]*href="${href}"[^>]*>`).exec(html)?.[0] ?? "";

describe("the menus' state key", () => {
  it("names the active items and the page itself, and nothing on a page outside the menu", () => {
    expect(menuStateKey(frame().menu, "/en/corporate/about", "en")).toBe("acorporate aabout cabout");
    expect(menuStateKey(frame().menu, "/en/corporate", "en")).toBe("acorporate ccorporate");
    expect(menuStateKey(frame().menu, "/en/projects", "en")).toBe("");
  });
});

describe("the header's menu markup", () => {
  it("marks the page's own item in both menus", () => {
    const { desktop, phone } = navMarkup(frame(), "/en/corporate/about", "v1");
    for (const html of [desktop, phone]) {
      expect(linkTo(html, "/en/corporate/about")).toContain('aria-current="page"');
      expect(linkTo(html, "/en/corporate/documents")).not.toContain("aria-current");
      expect(linkTo(html, "/en/contact")).not.toContain("aria-current");
    }
  });

  it("shares one rendering between pages with the same marks, and not with others", () => {
    const projects = navMarkup(frame(), "/en/projects", "v2");
    expect(navMarkup(frame(), "/en/machine-park", "v2")).toBe(projects);
    const contact = navMarkup(frame(), "/en/contact", "v2");
    expect(contact).not.toBe(projects);
    expect(linkTo(contact.desktop, "/en/contact")).toContain('aria-current="page"');
    expect(projects.desktop).not.toContain("aria-current");
  });

  it("renders a new content version's menu, and an unknown version's every time", () => {
    expect(navMarkup(frame("About Us"), "/en/", "v3").desktop).toContain("About Us");
    expect(navMarkup(frame("Who We Are"), "/en/", "v4").desktop).toContain("Who We Are");
    expect(navMarkup(frame("Our Story"), "/en/", null).desktop).toContain("Our Story");
    expect(navMarkup(frame("Our Company"), "/en/", null).desktop).toContain("Our Company");
  });

  it("escapes the labels it puts into the page", () => {
    const { desktop, phone } = navMarkup(frame(`<img src=x onerror=alert(1)>`), "/en/", "v5");
    for (const html of [desktop, phone]) {
      expect(html).not.toContain("<img");
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    }
  });
});
