import type { Element, ElementContent, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";

/**
 * Allowlist HTML sanitizer for admin-authored CMS content (pages, projects). The backend runs it
 * when content is saved (`storedHtml` in app/backend/content.ts, which signs the result), and again
 * when a public page reads stored HTML whose signature does not vouch for it (`trustedHtml`).
 * Why this library: docs/decisions/009-html-sanitizer.md.
 *
 * 1. parse5 (through hast-util-from-html) parses the input as the HTML standard says, as a
 *    fragment: entities are decoded, raw-text elements, comments, CDATA, implied and misnested
 *    tags are resolved exactly as a browser would.
 * 2. hast-util-sanitize keeps only the allowlisted elements and attributes of `schema` below:
 *    elements in `strip` go with their content, other unknown elements are unwrapped (content
 *    kept), comments and doctypes are dropped, table parts outside a table are unwrapped.
 * 3. `applyPolicy`, a short pass over the clean tree, does what a schema cannot say (below).
 * 4. hast-util-to-html serialises the tree. What the browser parses is this re-serialised string,
 *    never the input: entities are written anew, so no padded or odd entity can hide a scheme.
 *
 * Policy:
 * - Elements: ALLOWED_ELEMENTS; `<h1>` becomes `<h2>` (the page template owns the h1).
 * - Attributes: title, lang, dir everywhere; a: href, target, rel; img: src, alt, width, height,
 *   loading; th/td: colspan, rowspan, scope; ol: start, reversed, type; values of the enumerated
 *   and numeric ones are checked (and enumerations lower-cased).
 * - URLs (href, src) are checked on the decoded value with ASCII whitespace and control characters
 *   removed and `\` read as `/`. Allowed: `http(s)://host...`, `mailto:`/`tel:` (href only),
 *   `/path` (not `//host`), `#fragment`, relative paths whose first segment has no colon. A URL
 *   containing `javascript:`/`vbscript:` anywhere is rejected. So no data:, file:, etc.
 * - `<img>` without a valid src is removed; `loading="lazy"` is added when absent.
 * - `target` other than `_blank`/`_self` is removed; `_blank` gets `rel` noopener + noreferrer
 *   merged into the existing rel tokens (an explicit `opener` token is dropped).
 * - Nesting deeper than MAX_DEPTH elements is flattened (deeper elements unwrapped, text kept).
 * - Input is cut at MAX_INPUT_LENGTH characters. Should anything throw (e.g. a stack overflow on
 *   absurdly deep input), the whole input is returned as escaped plain text.
 */

const MAX_INPUT_LENGTH = 500_000;
const MAX_DEPTH = 100;

const ALLOWED_ELEMENTS = [
  "p",
  "br",
  "hr",
  "h1",
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
];

// Removed together with everything inside them: active content, raw-text elements and the
// fallback content of active elements.
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "template",
  "svg",
  "math",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "link",
  "meta",
  "base",
  "title",
  "head",
  "audio",
  "video",
  "source",
  "track",
  "canvas",
  "dialog",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
  "param",
  "portal",
  "fencedframe",
];

const number = (digits: number) => new RegExp(`^[0-9]{1,${digits}}$`);
// Enumerated values are matched case-insensitively here and lower-cased by applyPolicy.
const oneOf = (...values: string[]) => new RegExp(`^\\s*(?:${values.join("|")})\\s*$`, "i");

/** Keys are hast property names (`colSpan` for colspan). */
const schema: Schema = {
  tagNames: ALLOWED_ELEMENTS,
  strip: DROP_WITH_CONTENT,
  attributes: {
    "*": ["title", ["lang", /^[A-Za-z0-9-]{1,35}$/], ["dir", oneOf("ltr", "rtl", "auto")]],
    a: ["href", ["target", oneOf("_blank", "_self")], "rel"],
    img: ["src", "alt", ["width", number(5)], ["height", number(5)], ["loading", oneOf("lazy", "eager")]],
    th: [
      ["colSpan", number(5)],
      ["rowSpan", number(5)],
      ["scope", oneOf("row", "col", "rowgroup", "colgroup")],
    ],
    td: [
      ["colSpan", number(5)],
      ["rowSpan", number(5)],
      ["scope", oneOf("row", "col", "rowgroup", "colgroup")],
    ],
    ol: [["start", /^-?[0-9]{1,9}$/], "reversed", ["type", /^[1aAiI]$/]],
  },
  // Table parts only inside a table (elsewhere the browser would drop the tags).
  ancestors: {
    caption: ["table"],
    thead: ["table"],
    tbody: ["table"],
    tfoot: ["table"],
    tr: ["table"],
    th: ["table"],
    td: ["table"],
  },
  // The library's protocol check is case-sensitive and knows nothing of `//host` or stray
  // whitespace, so URLs are checked by isSafeUrl in applyPolicy instead.
  protocols: {},
  clobber: [],
  required: {},
  allowComments: false,
  allowDoctypes: false,
};

const ENUMERATED = ["dir", "scope", "loading", "target"];

/** Sanitizes untrusted HTML against the allowlist above. Never throws. */
export function sanitizeHtml(html: string): string {
  if (typeof html !== "string") return "";
  const input = html.length > MAX_INPUT_LENGTH ? html.slice(0, MAX_INPUT_LENGTH) : html;
  if (input.trim() === "") return "";
  try {
    const tree = sanitize(fromHtml(input, { fragment: true }), schema) as Root;
    tree.children = applyPolicy(tree.children as ElementContent[], 0);
    return toHtml(tree, { characterReferences: { useNamedReferences: true } });
  } catch {
    return escapeAll(input);
  }
}

/** The rules a schema cannot express, on the sanitized tree (only allowed elements are left). */
function applyPolicy(nodes: ElementContent[], depth: number): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== "element") return [node];
    node.children = applyPolicy(node.children, depth + 1);
    if (depth >= MAX_DEPTH) return node.children;
    const p = node.properties;
    if (node.tagName === "h1") node.tagName = "h2";
    for (const key of ENUMERATED) {
      const value = p[key];
      if (typeof value === "string") p[key] = value.trim().toLowerCase();
    }
    for (const key of ["href", "src"] as const)
      if (p[key] !== undefined && !isSafeUrl(String(p[key]), key)) delete p[key];
    if (node.tagName === "img") {
      if (p.src === undefined) return [];
      p.loading ??= "lazy";
    }
    if (node.tagName === "a") fixRel(node);
    return [node];
  });
}

/** Keeps well-formed rel tokens; target=_blank gets noopener and noreferrer and loses opener. */
function fixRel({ properties: p }: Element) {
  let rel = (Array.isArray(p.rel) ? p.rel : [])
    .map((token) => String(token).toLowerCase())
    .filter((token) => /^[a-z0-9-]{1,40}$/.test(token));
  if (p.target === "_blank") rel = [...rel.filter((token) => token !== "opener"), "noopener", "noreferrer"];
  rel = [...new Set(rel)];
  if (rel.length > 0) p.rel = rel;
  else delete p.rel;
}

const SCHEME = /^[a-z][a-z0-9+.-]*$/;

/** `value` is the attribute's decoded value, as the browser will see it. */
function isSafeUrl(value: string, kind: "href" | "src"): boolean {
  const url = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f]+/g, "")
    .replace(/\\/g, "/");
  if (url === "") return false;
  // A script scheme has no business anywhere in a CMS link, not even in a relative path or query.
  if (/(?:java|vb)script:/i.test(url)) return false;
  if (url.startsWith("#")) return true;
  if (url.startsWith("//")) return false; // protocol-relative: another host
  if (url.startsWith("/")) return true; // site-relative
  const firstSegment = url.split(/[/?#]/, 1)[0] ?? "";
  const colon = firstSegment.indexOf(":");
  if (colon === -1) return true; // relative path, cannot carry a scheme
  const scheme = firstSegment.slice(0, colon).toLowerCase();
  if (!SCHEME.test(scheme)) return false;
  if (scheme === "http" || scheme === "https") {
    const rest = url.slice(colon + 1);
    return rest.startsWith("//") && rest.length > 2;
  }
  return kind === "href" && (scheme === "mailto" || scheme === "tel");
}

/** The kinds of markup cleaning can remove, as the admin's notice after a save names them. */
export type RemovedKind =
  | "script"
  | "embed"
  | "unknownElement"
  | "comment"
  | "styleAttribute"
  | "eventAttribute"
  | "otherAttribute"
  | "unsafeUrl"
  | "image"
  | "tooDeep"
  | "tooLong";

const SCRIPT_LIKE = new Set(["script", "style", "noscript", "template", "xmp", "plaintext"]);
const STYLE_ATTRIBUTES = new Set(["style", "className", "id"]);
type AttributeRule = string | [string, ...Array<RegExp | string>];

/**
 * What `sanitizeHtml(html)` removes, by kind, in the order first met: read from the same tree and
 * the same schema and rules as the cleaning, so the admin can be told what a save dropped. Not on
 * any render path: a save calls it beside the cleaning (a second parse, on save only).
 */
export function removedByCleaning(html: string): RemovedKind[] {
  if (typeof html !== "string" || html.trim() === "") return [];
  const found = new Set<RemovedKind>();
  if (html.length > MAX_INPUT_LENGTH) found.add("tooLong");
  try {
    const tree = fromHtml(html.slice(0, MAX_INPUT_LENGTH), { fragment: true });
    findRemoved(tree.children, 0, [], found);
  } catch {
    found.add("tooDeep");
  }
  return [...found];
}

function findRemoved(nodes: RootContent[], depth: number, ancestors: string[], found: Set<RemovedKind>) {
  for (const node of nodes) {
    if (node.type === "comment") found.add("comment");
    if (node.type !== "element") continue;
    const tag = node.tagName;
    if (DROP_WITH_CONTENT.includes(tag)) {
      found.add(SCRIPT_LIKE.has(tag) ? "script" : "embed");
      continue;
    }
    const allowed =
      ALLOWED_ELEMENTS.includes(tag) &&
      (schema.ancestors?.[tag] ?? []).every((required) => ancestors.includes(required));
    if (!allowed) found.add("unknownElement");
    else {
      if (depth >= MAX_DEPTH) found.add("tooDeep");
      findRemovedAttributes(node, found);
    }
    findRemoved(node.children, depth + 1, [...ancestors, tag], found);
  }
}

function findRemovedAttributes(node: Element, found: Set<RemovedKind>) {
  const rules = [...(schema.attributes?.["*"] ?? []), ...(schema.attributes?.[node.tagName] ?? [])] as AttributeRule[];
  for (const [name, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const rule = rules.find((r) => (typeof r === "string" ? r : r[0]) === name);
    if (!rule) {
      found.add(
        STYLE_ATTRIBUTES.has(name) ? "styleAttribute" : /^on/i.test(name) ? "eventAttribute" : "otherAttribute",
      );
      continue;
    }
    const patterns = typeof rule === "string" ? [] : rule.slice(1);
    const text = Array.isArray(value) ? value.join(" ") : String(value);
    if (patterns.length > 0 && !patterns.some((p) => (p instanceof RegExp ? p.test(text) : p === text)))
      found.add("otherAttribute");
    if ((name === "href" || name === "src") && !isSafeUrl(text, name)) found.add("unsafeUrl");
  }
  if (node.tagName === "img" && (node.properties.src === undefined || !isSafeUrl(String(node.properties.src), "src")))
    found.add("image");
}

function escapeAll(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
