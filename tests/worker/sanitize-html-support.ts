import type { Element, Nodes } from "hast";
import { fromHtml } from "hast-util-from-html";
import { expect } from "vitest";

import { sanitizeHtml } from "~/lib/sanitize-html.server";

// What the sanitizer's tests (sanitize-html.test.ts, sanitize-html-attacks.test.ts) check its
// output against. The output is serialised by hast-util-to-html, which escapes what the HTML
// syntax requires and no more: a `>` may stand in text and `<`/`>` inside a double-quoted attribute
// value. So the checks read the output the way a browser does, by parsing it, rather than with
// regular expressions.

export const ALLOWED_ELEMENTS = new Set([
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "blockquote",
  "q",
  "cite",
  "code",
  "pre",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "span",
  "div",
  "abbr",
  "mark",
]);
// hast property names (colSpan for colspan).
export const ALLOWED_ATTRIBUTES = new Set([
  "title",
  "lang",
  "dir",
  "href",
  "target",
  "rel",
  "src",
  "alt",
  "width",
  "height",
  "loading",
  "colSpan",
  "rowSpan",
  "scope",
  "start",
  "reversed",
  "type",
]);

/** The elements of `html` as a browser's parser builds them, in document order. */
export function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const walk = (node: Nodes) => {
    if (node.type === "element") out.push(node);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(fromHtml(html, { fragment: true }));
  return out;
}

/** Every attribute of every element of `html`, with its value decoded as the browser reads it. */
export function attributesOf(html: string): Array<[string, string]> {
  return elementsOf(html).flatMap((el) =>
    Object.entries(el.properties).map(([name, value]): [string, string] => [
      name,
      Array.isArray(value) ? value.join(" ") : String(value),
    ]),
  );
}

/**
 * The output is the sanitizer's own canonical form: it parses to allowlisted elements and
 * attributes only, and cleaning it again changes nothing (so what was checked is what is stored).
 */
export function expectCanonical(html: string) {
  for (const el of elementsOf(html)) {
    expect(ALLOWED_ELEMENTS).toContain(el.tagName);
    for (const name of Object.keys(el.properties)) expect(ALLOWED_ATTRIBUTES).toContain(name);
  }
  expect(sanitizeHtml(html)).toBe(html);
}
