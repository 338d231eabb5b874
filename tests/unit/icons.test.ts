import { readFileSync } from "node:fs";

import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as appIcons from "~/components/ui/icons";

// The app's icons (app/components/ui/icons.tsx) are made from the `lucide` package's icon nodes,
// their paths made once instead of on every render. A visitor or an admin must get the markup
// lucide's own React component of the same lucide version makes, for every icon and every way the
// site's and the admin's screens use them, less the attributes the stylesheet sets for all icons
// (tests/app/first-paint.test.ts checks the stylesheets carry that rule) and less the class names
// of an icon's former names, which lucide-react adds and lucide's own markup does not.

const icons = Object.entries(appIcons).filter(([name]) => /^[A-Z]/.test(name)) as [string, appIcons.Icon][];
const lucideIcons = new Map(Object.entries(lucide));

const usages: Record<string, unknown>[] = [
  { "aria-hidden": true },
  { size: 18, "aria-hidden": true },
  { size: 16, "aria-hidden": true, className: "mt-0.5 shrink-0 text-brand-orange-light" },
  { size: 20, className: "shrink-0  transition group-hover:translate-x-1 shrink-0" },
  { size: 24, strokeWidth: 1.5, role: "img", "aria-label": "Telefon" },
  { className: "size-4", "aria-hidden": true },
  {},
];

/**
 * Lucide's markup without the attributes app/styles/theme.css sets for every icon (and xmlns,
 * which an HTML document does not need), from the svg element's own tag only.
 */
function withoutStyledAttributes(markup: string): string {
  const end = markup.indexOf(">");
  const tag = markup
    .slice(0, end)
    .replace(' xmlns="http://www.w3.org/2000/svg"', "")
    .replace(' fill="none"', "")
    .replace(' stroke="currentColor"', "")
    .replace(' stroke-linecap="round"', "")
    .replace(' stroke-linejoin="round"', "")
    // The default size and stroke width only: others stay on the icon, where they beat the rule.
    .replace(' width="24" height="24"', "")
    .replace(' stroke-width="2"', "");
  return tag + markup.slice(end);
}

/** The svg element's class names, and its markup with the class attribute taken out. */
function splitClass(markup: string): { classes: string[]; rest: string } {
  const match = /^<svg [^>]*?\bclass="([^"]*)"/.exec(markup);
  return { classes: match?.[1]?.split(" ") ?? [], rest: markup.replace(/ class="[^"]*"/, "") };
}

describe("icons", () => {
  it("are lucide's of one version: the reference components are those of the icons' package", () => {
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const version = manifest.dependencies.lucide;
    expect(version, "lucide is pinned to one version (no range)").toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.devDependencies["lucide-react"], "lucide-react, the reference, is lucide's version").toBe(version);
    expect(manifest.dependencies["lucide-react"], "the app does not ship lucide-react").toBeUndefined();
  });

  it("covers every icon the public site and the admin import", () => {
    expect(icons.length).toBeGreaterThanOrEqual(47);
  });

  it.each(icons)("%s renders as lucide's component does", (name, Icon) => {
    const original = lucideIcons.get(name) as lucide.LucideIcon | undefined;
    expect(original, name).toBeDefined();
    for (const props of usages) {
      const ours = splitClass(renderToStaticMarkup(createElement(Icon, props)));
      const theirs = splitClass(withoutStyledAttributes(renderToStaticMarkup(createElement(original!, props))));
      expect(ours.rest).toBe(theirs.rest);
      expect(ours.rest).toMatch(/^<svg [^>]+><(path|circle|rect|line|polyline|polygon|ellipse)\b/);
      // "lucide", the icon's lucide name, then the caller's classes: each one lucide-react gives too.
      expect(ours.classes[0]).toBe("lucide");
      expect(ours.classes[1]).toBe(theirs.classes[1]);
      expect(new Set(ours.classes).size).toBe(ours.classes.length);
      for (const className of ours.classes) expect(theirs.classes, `${name}: ${className}`).toContain(className);
      expect(theirs.classes.filter((c) => !ours.classes.includes(c)).every((c) => c.startsWith("lucide-"))).toBe(true);
    }
  });

  it("does not let a value break out of its attribute", () => {
    const markup = renderToStaticMarkup(createElement(appIcons.Mail, { className: '"><script>' }));
    expect(markup).not.toContain("<script>");
  });
});
