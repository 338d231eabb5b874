/**
 * Allowlist HTML sanitizer for admin-authored CMS content (pages, projects), run when content is
 * saved and again when it is rendered with `dangerouslySetInnerHTML`.
 *
 * Two passes:
 *
 * 1. `HTMLRewriter` (lol-html, native in workerd) does the real HTML tokenizing: it knows the
 *    raw-text states of script/style/textarea/..., comments, and which end tag closes which element,
 *    so it is what decides what gets dropped:
 *    - elements in DROP_WITH_CONTENT are removed together with everything inside them;
 *    - elements not in ALLOWED_ELEMENTS are unwrapped (tag removed, content kept);
 *    - allowed elements get every attribute removed and only validated ones set back;
 *    - comments (including `<![CDATA[` / `<?` bogus comments) are removed;
 *    - `<` and `>` in text are re-escaped as `&lt;` / `&gt;`. lol-html emits text exactly as written
 *      (entities are preserved, which we keep), but that includes a literal `<` in text like "a < b"
 *      and the raw content of unwrapped raw-text elements such as `<xmp><img onerror=...></xmp>`.
 *      Escaping them renders the same and guarantees that no text can become markup.
 *
 * 2. A small tokenizer over pass 1's output, which by then only contains text without `<`, the
 *    start tags of allowed elements, and end tags. It drops anything that is not an allowed tag
 *    (the doctype, which HTMLRewriter cannot remove; stray end tags, which lol-html passes through
 *    untouched), re-validates the attributes (defence in depth, the cleaning is idempotent) and
 *    re-serializes the tags while balancing them: unclosed elements are closed at the end, end tags
 *    without an open element are dropped, and the common implied end tags (`<p>` before a block,
 *    `<li>`, `<dt>`/`<dd>`, table rows and cells, nested `<a>`) are made explicit. Content is rendered
 *    server-side inside the page's own markup, so it must not be able to close the page's `<div>`s or
 *    leave an `<a>` open around the rest of the page.
 *
 * Decisions:
 * - `<h1>` becomes `<h2>` (with its allowed attributes): the page template already owns the h1.
 * - Attribute values are kept as authored (entity-encoded) but always written double-quoted, with
 *   `"`, `<` and `>` escaped. URLs are checked on the entity-decoded value with ASCII whitespace and
 *   control characters removed, so `jav&#x09;ascript:`, `&#106;avascript:`, `java\tscript:`,
 *   ` javascript:` are all recognised. Allowed: `http(s)://`, `mailto:`/`tel:` (href only), `/path`
 *   (not `//host`, `\` counts as `/`), `#fragment`, and relative paths whose first segment has no
 *   colon. A URL containing `javascript:`/`vbscript:` anywhere (e.g. in a query) is rejected too.
 * - `<img>` without a valid src is removed; `loading="lazy"` is added when absent.
 * - `target` other than `_blank`/`_self` is removed; `_blank` gets `rel` noopener + noreferrer merged
 *   into any existing rel tokens (and an explicit `opener` token dropped).
 * - A removed element that is never closed is removed up to the end tag that lol-html sees closing
 *   it (its parent's end tag) or to the end of the input.
 * - Nesting deeper than MAX_DEPTH open elements is flattened (deeper start tags are dropped, their
 *   text kept). lol-html itself has a memory limit on very deep nesting; when it (or anything else)
 *   throws, the whole input is returned as escaped plain text.
 */

const MAX_INPUT_LENGTH = 500_000;
const MAX_DEPTH = 100;

const ALLOWED_ELEMENTS = new Set([
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "small", "sub",
  "sup", "blockquote", "q", "cite", "code", "pre", "ul", "ol", "li", "dl", "dt", "dd", "a", "img",
  "figure", "figcaption", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "span",
  "div", "abbr", "mark",
]);

// Removed with everything inside them. Beyond the required list this also drops the other elements
// whose content lol-html/browsers treat as raw text or as fallback for active content
// (xmp, noembed, noframes, plaintext, param, portal, fencedframe).
const DROP_WITH_CONTENT = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript",
  "template", "svg", "math", "form", "input", "button", "textarea", "select", "option", "link",
  "meta", "base", "title", "head", "audio", "video", "source", "track", "canvas", "dialog", "xmp",
  "noembed", "noframes", "plaintext", "param", "portal", "fencedframe",
]);

const VOID_ELEMENTS = new Set(["br", "hr", "img"]);

const GLOBAL_ATTRIBUTES = new Set(["title", "lang", "dir"]);
const ELEMENT_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(["href", "target", "rel"]),
  img: new Set(["src", "alt", "width", "height", "loading"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  td: new Set(["colspan", "rowspan", "scope"]),
  ol: new Set(["start", "reversed", "type"]),
  abbr: new Set(["title"]),
};

/** Sanitizes untrusted HTML against the allowlist above. Never throws. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (typeof html !== "string") return "";
  const input = html.length > MAX_INPUT_LENGTH ? html.slice(0, MAX_INPUT_LENGTH) : html;
  if (input.trim() === "") return "";
  try {
    const filtered = await rewrite(input);
    return normalize(filtered);
  } catch {
    return escapeAll(input);
  }
}

// ---------------------------------------------------------------------------------------------
// Pass 1: HTMLRewriter

/**
 * The HTMLRewriter element as workerd provides it. worker-configuration.d.ts declares it as a global
 * `interface Element`, which merges with the DOM lib's `Element` in this project (tsconfig includes
 * "DOM" for the client code), so the merged type has DOM's `attributes: NamedNodeMap` and a
 * read-only `tagName`. This is the runtime shape we rely on.
 */
interface RewriterElement {
  tagName: string;
  readonly attributes: Iterable<string[]>;
  setAttribute(name: string, value: string): unknown;
  removeAttribute(name: string): unknown;
  remove(): unknown;
  removeAndKeepContent(): unknown;
}

async function rewrite(input: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(node) {
        const el = node as unknown as RewriterElement;
        const tag = el.tagName.toLowerCase();
        if (DROP_WITH_CONTENT.has(tag)) {
          el.remove();
          return;
        }
        const name = tag === "h1" ? "h2" : tag;
        if (!ALLOWED_ELEMENTS.has(name)) {
          el.removeAndKeepContent();
          return;
        }
        const original: Array<[string, string]> = [];
        for (const pair of el.attributes) {
          original.push([pair[0] ?? "", pair[1] ?? ""]);
        }
        const cleaned = cleanAttributes(name, original);
        if (name === "img" && !cleaned.some(([n]) => n === "src")) {
          el.remove();
          return;
        }
        if (name !== el.tagName) el.tagName = name;
        for (const [n] of original) el.removeAttribute(n);
        for (const [n, v] of cleaned) el.setAttribute(n, v);
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove();
      },
      text(text) {
        const t = text.text;
        if (t.includes("<") || t.includes(">")) {
          text.replace(t.replace(/</g, "&lt;").replace(/>/g, "&gt;"), { html: true });
        }
      },
    });
  const response = rewriter.transform(
    new Response(input, { headers: { "content-type": "text/html; charset=utf-8" } }),
  );
  return response.text();
}

// ---------------------------------------------------------------------------------------------
// Attributes

/**
 * Returns the allowed attributes of an allowed element, in source order, with values ready to be
 * written inside double quotes. For duplicated attributes the first one wins, as in browsers.
 */
function cleanAttributes(tag: string, attrs: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  const own = ELEMENT_ATTRIBUTES[tag];
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  let target: string | null = null;
  let rel: string[] = [];
  let hasLoading = false;

  for (const [rawName, raw] of attrs) {
    const name = rawName.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    if (!GLOBAL_ATTRIBUTES.has(name) && !own?.has(name)) continue;
    const decoded = decodeEntities(raw).trim();
    let value: string | null = null;
    switch (name) {
      case "title":
      case "alt":
        value = raw;
        break;
      case "lang":
        value = /^[A-Za-z0-9-]{1,35}$/.test(decoded) ? decoded : null;
        break;
      case "dir": {
        const v = decoded.toLowerCase();
        value = v === "ltr" || v === "rtl" || v === "auto" ? v : null;
        break;
      }
      case "href":
      case "src":
        value = isSafeUrl(raw, name) ? raw : null;
        break;
      case "target": {
        const v = decoded.toLowerCase();
        if (v === "_blank" || v === "_self") target = v;
        value = target;
        break;
      }
      case "rel":
        rel = decoded
          .toLowerCase()
          .split(/[\t\n\f\r ]+/)
          .filter((token) => /^[a-z0-9-]{1,40}$/.test(token));
        value = rel.length > 0 ? "" : null; // placeholder, final value set below
        break;
      case "width":
      case "height":
      case "colspan":
      case "rowspan":
        value = /^[0-9]{1,5}$/.test(decoded) ? decoded : null;
        break;
      case "scope": {
        const v = decoded.toLowerCase();
        value = v === "row" || v === "col" || v === "rowgroup" || v === "colgroup" ? v : null;
        break;
      }
      case "start":
        value = /^-?[0-9]{1,9}$/.test(decoded) ? decoded : null;
        break;
      case "reversed":
        value = "";
        break;
      case "type":
        value = /^[1aAiI]$/.test(decoded) ? decoded : null;
        break;
      case "loading": {
        const v = decoded.toLowerCase();
        value = v === "lazy" || v === "eager" ? v : null;
        if (value !== null) hasLoading = true;
        break;
      }
    }
    if (value !== null) out.push([name, value]);
  }

  if (tag === "a") {
    if (target === "_blank") {
      rel = rel.filter((token) => token !== "opener");
      for (const token of ["noopener", "noreferrer"]) if (!rel.includes(token)) rel.push(token);
    }
    const relValue = [...new Set(rel)].join(" ");
    const index = out.findIndex(([n]) => n === "rel");
    if (index === -1) {
      if (relValue) out.push(["rel", relValue]);
    } else if (relValue) {
      out[index] = ["rel", relValue];
    } else {
      out.splice(index, 1);
    }
  }
  if (tag === "img" && !hasLoading && out.some(([n]) => n === "src")) out.push(["loading", "lazy"]);

  return out.map(([n, v]) => [n, escapeAttributeValue(v)]);
}

/**
 * The value stays entity-encoded as authored; only the characters that could end a double-quoted
 * value or look like markup are escaped. Already-escaped values pass through unchanged.
 */
function escapeAttributeValue(value: string): string {
  return value.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const SCHEME = /^[a-z][a-z0-9+.-]*$/;

/** `raw` is the attribute value as written in the HTML (entities not yet decoded). */
function isSafeUrl(raw: string, kind: "href" | "src"): boolean {
  const url = decodeEntities(raw)
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
  // Anything odd before the colon (an entity we did not decode, etc.) is rejected, not guessed at.
  if (!SCHEME.test(scheme)) return false;
  if (scheme === "http" || scheme === "https") {
    const rest = url.slice(colon + 1);
    return rest.startsWith("//") && rest.length > 2;
  }
  if (kind === "href" && (scheme === "mailto" || scheme === "tel")) return true;
  return false;
}

// Named references that decode to ASCII (plus nbsp). Every other named reference decodes to a
// non-ASCII character, which can neither form a URL scheme nor be stripped by the URL parser; those
// are left encoded, and an `&` before a colon makes the URL rejected anyway.
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  Tab: "\t", NewLine: "\n", nbsp: "\u00a0", NonBreakingSpace: "\u00a0", amp: "&", AMP: "&",
  lt: "<", LT: "<", gt: ">", GT: ">", quot: '"', QUOT: '"', apos: "'", colon: ":", sol: "/",
  bsol: "\\", period: ".", plus: "+", comma: ",", semi: ";", excl: "!", num: "#", quest: "?",
  equals: "=", percnt: "%", lpar: "(", rpar: ")", commat: "@", dollar: "$", ast: "*", midast: "*",
  lowbar: "_", UnderBar: "_", grave: "`", DiacriticalGrave: "`", Hat: "^", lsqb: "[", lbrack: "[",
  rsqb: "]", rbrack: "]", lcub: "{", lbrace: "{", rcub: "}", rbrace: "}", verbar: "|", vert: "|",
  VerticalLine: "|",
};
// References browsers also decode without the trailing semicolon.
const LEGACY_ENTITIES = new Set(["amp", "AMP", "lt", "LT", "gt", "GT", "quot", "QUOT", "nbsp"]);

function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(
    /&(?:#[xX]([0-9a-fA-F]+)|#([0-9]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g,
    (match: string, hex: string | undefined, dec: string | undefined, name: string | undefined, semi: string) => {
      if (name !== undefined) {
        const decoded = Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name] : undefined;
        if (decoded === undefined || (semi === "" && !LEGACY_ENTITIES.has(name))) return match;
        return decoded;
      }
      const digits = hex ?? dec ?? "";
      const code = digits.length > 8 ? Number.POSITIVE_INFINITY : Number.parseInt(digits, hex !== undefined ? 16 : 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return "\ufffd";
      }
      return String.fromCodePoint(code);
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Pass 2: re-serialize and balance

interface TagToken {
  end: boolean;
  name: string;
  attrs: Array<[string, string]>;
  next: number;
}

const WS = new Set(["\t", "\n", "\f", "\r", " "]);
const isAsciiAlpha = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

/**
 * Reads a start or end tag following the HTML tokenizer's tag/attribute states, starting at the
 * first character of the tag name. Returns null when the input ends inside the tag (browsers drop
 * such a tag as well).
 */
function readTag(s: string, start: number, end: boolean): TagToken | null {
  const n = s.length;
  let i = start;
  let name = "";
  while (i < n && !WS.has(s[i] as string) && s[i] !== "/" && s[i] !== ">") name += s[i++];
  const attrs: Array<[string, string]> = [];
  for (;;) {
    while (i < n && (WS.has(s[i] as string) || s[i] === "/")) i++;
    if (i >= n) return null;
    if (s[i] === ">") return { end, name: name.toLowerCase(), attrs, next: i + 1 };
    // attribute name (a leading "=" belongs to the name)
    let attrName = s[i++] as string;
    while (i < n && !WS.has(s[i] as string) && s[i] !== "/" && s[i] !== ">" && s[i] !== "=") attrName += s[i++];
    while (i < n && WS.has(s[i] as string)) i++;
    let value = "";
    if (s[i] === "=") {
      i++;
      while (i < n && WS.has(s[i] as string)) i++;
      const quote = s[i];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = s.slice(i + 1, close);
        i = close + 1;
      } else {
        const from = i;
        while (i < n && !WS.has(s[i] as string) && s[i] !== ">") i++;
        value = s.slice(from, i);
      }
    }
    attrs.push([attrName.toLowerCase(), value]);
  }
}

// Elements that close an open <p> (in button scope) when they start.
const CLOSES_P = new Set([
  "blockquote", "div", "dl", "figcaption", "figure", "h2", "h3", "h4", "h5", "h6", "hr", "ol", "p",
  "pre", "table", "ul", "li", "dd", "dt",
]);
const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"]);
const SCOPE_BOUNDARY = new Set(["td", "th", "caption", "table"]);
// "Special" elements (within the allowlist) that stop the search for an open li/dd/dt.
const SPECIAL = new Set([
  "blockquote", "dd", "dl", "dt", "figcaption", "figure", "h2", "h3", "h4", "h5", "h6", "li", "ol",
  "pre", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "caption",
]);
const TABLE_PARTS = new Set(["thead", "tbody", "tfoot", "tr", "td", "th", "caption"]);
const TABLE_CONTEXT = new Set(["table", "thead", "tbody", "tfoot", "tr"]);

function normalize(html: string): string {
  const stack: string[] = [];
  let out = "";

  const closeTo = (index: number) => {
    while (stack.length > index) out += `</${stack.pop()}>`;
  };
  // Index of the innermost open `name`, not looking past `boundaries`; -1 when not in scope.
  const findInScope = (name: string, boundaries: ReadonlySet<string>) => {
    for (let k = stack.length - 1; k >= 0; k--) {
      const open = stack[k] as string;
      if (open === name) return k;
      if (boundaries.has(open)) return -1;
    }
    return -1;
  };
  const popUntilTopIn = (names: ReadonlySet<string>) => {
    while (stack.length > 0 && !names.has(stack[stack.length - 1] as string)) out += `</${stack.pop()}>`;
  };

  const startTag = (name: string, rawAttrs: Array<[string, string]>) => {
    const attrs = cleanAttributes(name, rawAttrs);
    if (name === "img" && !attrs.some(([n]) => n === "src")) return;

    if (TABLE_PARTS.has(name)) {
      if (!stack.includes("table")) return; // browsers ignore these tags outside a table
      if (name === "tr") popUntilTopIn(new Set(["table", "thead", "tbody", "tfoot"]));
      else if (name === "td" || name === "th") popUntilTopIn(new Set(["tr", "table", "thead", "tbody", "tfoot"]));
      else popUntilTopIn(new Set(["table"]));
    } else if (name === "table" && TABLE_CONTEXT.has(stack[stack.length - 1] ?? "")) {
      closeTo(stack.lastIndexOf("table"));
    }
    if (CLOSES_P.has(name)) {
      const p = findInScope("p", SCOPE_BOUNDARY);
      if (p !== -1) closeTo(p);
    }
    if (name === "li" || name === "dd" || name === "dt") {
      const siblings = name === "li" ? ["li"] : ["dd", "dt"];
      for (let k = stack.length - 1; k >= 0; k--) {
        const open = stack[k] as string;
        if (siblings.includes(open)) {
          closeTo(k);
          break;
        }
        if (SPECIAL.has(open)) break;
      }
    }
    if (HEADINGS.has(name) && HEADINGS.has(stack[stack.length - 1] ?? "")) closeTo(stack.length - 1);
    if (name === "a") {
      const a = findInScope("a", SCOPE_BOUNDARY);
      if (a !== -1) closeTo(a);
    }

    const isVoid = VOID_ELEMENTS.has(name);
    if (!isVoid && stack.length >= MAX_DEPTH) return;
    out += `<${name}${attrs.map(([n, v]) => ` ${n}="${v}"`).join("")}>`;
    if (!isVoid) stack.push(name);
  };

  const endTag = (name: string) => {
    if (VOID_ELEMENTS.has(name)) return;
    let boundaries: ReadonlySet<string> = SCOPE_BOUNDARY;
    if (name === "table") boundaries = new Set();
    else if (TABLE_PARTS.has(name)) boundaries = new Set(["table"]);
    const index = findInScope(name, boundaries);
    if (index !== -1) closeTo(index);
  };

  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    const c = html[lt + 1];
    if (isAsciiAlpha(c) || (c === "/" && isAsciiAlpha(html[lt + 2]))) {
      const isEnd = c === "/";
      const tag = readTag(html, isEnd ? lt + 2 : lt + 1, isEnd);
      if (tag === null) break;
      i = tag.next;
      const name = tag.name === "h1" ? "h2" : tag.name;
      if (!ALLOWED_ELEMENTS.has(name)) continue;
      if (tag.end) endTag(name);
      else startTag(name, tag.attrs);
    } else if (c === "!" || c === "?" || c === "/") {
      // Doctype, comments and bogus comments (pass 1 already removed the comments).
      if (c === "/" && lt + 2 >= n) {
        out += "&lt;/";
        break;
      }
      let close: number;
      if (html.startsWith("<!--", lt)) {
        const body = lt + 4;
        if (html[body] === ">") close = body + 1; // <!-->
        else if (html.startsWith("->", body)) close = body + 2; // <!--->
        else {
          const e = html.indexOf("-->", body);
          close = e === -1 ? -1 : e + 3;
        }
      } else {
        close = html.indexOf(">", lt + 1);
        close = close === -1 ? -1 : close + 1;
      }
      if (close === -1) break;
      i = close;
    } else {
      out += "&lt;";
      i = lt + 1;
    }
  }
  closeTo(0);
  return out;
}

function escapeText(text: string): string {
  return text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAll(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
