import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as appIcons from "~/components/ui/icons";

// The app's icons (app/components/ui/icons.tsx) make their paths once instead of on every render;
// a visitor or an admin must get the markup lucide's own component makes, for every icon and every
// way the site's and the admin's screens use them, less the attributes the stylesheet sets for
// all icons (tests/app/first-paint.test.ts checks the stylesheets carry that rule).

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

describe("icons", () => {
  it("covers every icon the public site and the admin import", () => {
    expect(icons.length).toBeGreaterThanOrEqual(47);
  });

  it.each(icons)("%s renders as lucide's component does", (name, Icon) => {
    const original = lucideIcons.get(name) as lucide.LucideIcon | undefined;
    expect(original, name).toBeDefined();
    for (const props of usages) {
      const ours = renderToStaticMarkup(createElement(Icon, props));
      expect(ours).toBe(withoutStyledAttributes(renderToStaticMarkup(createElement(original!, props))));
      expect(ours).toMatch(/^<svg [^>]+><(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
  });

  it("does not let a value break out of its attribute", () => {
    const markup = renderToStaticMarkup(createElement(appIcons.Mail, { className: '"><script>' }));
    expect(markup).not.toContain("<script>");
  });
});
