import { describe, expect, it } from "vitest";

import { frameMarkup } from "~/components/site/frame-markup.server";
import { menuStateKey, type FrameMenuItem, type SiteFrame } from "~/features/site/frame";

// The frame's markup rendered once per content version, language and (for the header's menus)
// active item (app/components/site/frame-markup.server.tsx): what a page shows must be what its
// own render would show, never another page's active marks or an older version's texts.

const item = (id: string, label: string, href: string | null, children: FrameMenuItem[] = []): FrameMenuItem => ({
  id,
  label,
  description: "",
  href,
  children,
});

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
      item("corporate", "Corporate", "/en/corporate", [
        item("about", aboutLabel, "/en/corporate/about"),
        item("docs", "Documents", "/en/corporate/documents"),
      ]),
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
    const { desktop, phone } = frameMarkup(frame(), "/en/corporate/about", "v1");
    for (const html of [desktop, phone]) {
      expect(linkTo(html, "/en/corporate/about")).toContain('aria-current="page"');
      expect(linkTo(html, "/en/corporate/documents")).not.toContain("aria-current");
      expect(linkTo(html, "/en/contact")).not.toContain("aria-current");
    }
  });

  it("shares one rendering between pages with the same marks, and not with others", () => {
    const projects = frameMarkup(frame(), "/en/projects", "v2");
    expect(frameMarkup(frame(), "/en/machine-park", "v2")).toBe(projects);
    const contact = frameMarkup(frame(), "/en/contact", "v2");
    expect(contact).not.toBe(projects);
    expect(linkTo(contact.desktop, "/en/contact")).toContain('aria-current="page"');
    expect(projects.desktop).not.toContain("aria-current");
  });

  it("renders a new content version's menu, and an unknown version's every time", () => {
    expect(frameMarkup(frame("About Us"), "/en/", "v3").desktop).toContain("About Us");
    expect(frameMarkup(frame("Who We Are"), "/en/", "v4").desktop).toContain("Who We Are");
    expect(frameMarkup(frame("Our Story"), "/en/", null).desktop).toContain("Our Story");
    expect(frameMarkup(frame("Our Company"), "/en/", null).desktop).toContain("Our Company");
  });

  it("escapes the labels it puts into the page", () => {
    const { desktop, phone } = frameMarkup(frame(`<img src=x onerror=alert(1)>`), "/en/", "v5");
    for (const html of [desktop, phone]) {
      expect(html).not.toContain("<img");
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    }
  });
});

describe("the footer's columns", () => {
  const withFooter = (label: string): SiteFrame => ({
    ...frame(),
    logoUrl: "/files/media-library/logo.png",
    contact: { phone: "+90 312 555 01 00", email: "info@example.test", address: label },
    footer: {
      quickLinks: [item("projects", "Projects", "/en/projects")],
      corporateLinks: [item("about", label, "/en/corporate/about")],
    },
  });

  it("are the frame's links and contact, escaped, and the same whatever the page", () => {
    const { footer } = frameMarkup(withFooter(`<b>Ankara</b>`), "/en/contact", "v6");
    expect(linkTo(footer, "/en/projects")).not.toBe("");
    expect(linkTo(footer, "tel:\\+903125550100")).not.toBe("");
    expect(footer).toContain("&lt;b&gt;Ankara&lt;/b&gt;");
    expect(footer).not.toContain("<b>");
    expect(footer).not.toContain("aria-current");
    expect(footer).not.toContain("<link");
    expect(frameMarkup(withFooter(`<b>Ankara</b>`), "/en/corporate/about", "v6").footer).toBe(footer);
  });

  it("come with the header's top bar, which is empty when there is nothing to show", () => {
    const { topBar } = frameMarkup(withFooter("Çankaya"), "/en/", "v9");
    expect(linkTo(topBar, "mailto:info@example.test")).not.toBe("");
    expect(topBar).toContain("Çankaya");
    expect(frameMarkup(frame(), "/en/", "v10").topBar).toBe("");
  });

  it("follow a new content version, and an unknown version's every time", () => {
    expect(frameMarkup(withFooter("Çankaya"), "/en/", "v7").footer).toContain("Çankaya");
    expect(frameMarkup(withFooter("Kızılay"), "/en/", "v8").footer).toContain("Kızılay");
    expect(frameMarkup(withFooter("Ulus"), "/en/", null).footer).toContain("Ulus");
    expect(frameMarkup(withFooter("Sıhhiye"), "/en/", null).footer).toContain("Sıhhiye");
  });
});
