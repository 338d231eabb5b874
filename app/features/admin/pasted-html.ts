// What a paste from Word, Google Docs or a web page becomes before the editor reads it (in the
// browser, on the clipboard's HTML). The editor's schema keeps only what the content allowlist
// keeps, so anything it does not know is dropped anyway; this pass does what a schema cannot:
// - Word's list paragraphs (`<p style="mso-list:l0 level2 lfo1">` with the marker in a
//   `mso-list:Ignore` span) become real nested `<ul>`/`<ol>` lists;
// - Google Docs' wrapping `<b id="docs-internal-guid-…" style="font-weight:normal">` is unwrapped,
//   and its spans' `font-weight:700`, `font-style:italic` and underline become `<strong>`, `<em>`,
//   `<u>`;
// - headings are mapped to the levels a page may use: h1 → h2, h5 and h6 → h4;
// - comments (Word's conditional ones included), `<o:p>`, `<style>`, `<meta>`, images (a pasted
//   image points at the author's disk or at another site; pictures come from the media library)
//   and every attribute but a link's address and a cell's spans are removed.
// Fixtures and the Chromium test: tests/e2e/editor-paste.spec.ts.

const keptAttributes: Record<string, string[]> = {
  a: ["href"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};

const droppedWithContent = "style, meta, link, title, script, xml, img, svg, o\\:p, v\\:shape, v\\:imagedata";

/** The clipboard's HTML as the editor should read it. Needs a DOM (the browser's DOMParser). */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  removeComments(body);
  for (const element of Array.from(body.querySelectorAll(droppedWithContent))) element.parentNode?.removeChild(element);
  // Namespaced Word elements the selector above cannot name (o:p in some clipboards).
  for (const element of Array.from(body.getElementsByTagName("*"))) if (element.tagName.includes(":")) unwrap(element);
  for (const wrapper of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) unwrap(wrapper);
  styledSpansToMarks(body);
  wordListsToLists(body);
  for (const heading of Array.from(body.querySelectorAll("h1, h5, h6")))
    rename(heading, heading.tagName === "H1" ? "h2" : "h4");
  for (const element of Array.from(body.getElementsByTagName("*"))) keepOnlyAllowedAttributes(element);
  return body.innerHTML;
}

function removeComments(root: Node) {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

// Node methods only (appendChild, insertBefore): the Workers types' Element, which the admin's
// browser code shares a program with, has an HTMLRewriter `append`.
function moveChildren(from: Node, to: Node) {
  while (from.firstChild) to.appendChild(from.firstChild);
}

function unwrap(element: Node) {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

function rename(element: Element, tagName: string) {
  const renamed = element.ownerDocument.createElement(tagName);
  for (const attribute of Array.from(element.attributes)) renamed.setAttribute(attribute.name, attribute.value);
  moveChildren(element, renamed);
  element.parentNode?.replaceChild(renamed, element);
}

const styleOf = (element: Element) => (element.getAttribute("style") ?? "").toLowerCase().replace(/\s+/g, "");

/** Google Docs (and many web pages) say bold, italic and underline with a span's style. */
function styledSpansToMarks(root: Element) {
  for (const span of Array.from(root.querySelectorAll("span[style]"))) {
    const style = styleOf(span);
    const marks = [
      /font-weight:(?:bold|[6-9]00)/.test(style) && "strong",
      /font-style:italic/.test(style) && "em",
      /text-decoration[a-z-]*:[^;]*underline/.test(style) && "u",
    ].filter((mark): mark is string => Boolean(mark));
    let inner: Node = span;
    for (const mark of marks) {
      const wrapper = span.ownerDocument.createElement(mark);
      moveChildren(inner, wrapper);
      inner.appendChild(wrapper);
      inner = wrapper;
    }
  }
}

interface WordListItem {
  paragraph: Element;
  /** Word's list id (`l0`, `l1`): a paragraph of another list starts a new one. */
  list: string;
  level: number;
  ordered: boolean;
}

/** A Word list paragraph's level and kind, or null for any other element. */
function wordListItem(element: Element): WordListItem | null {
  if (element.tagName !== "P") return null;
  const style = styleOf(element);
  const list = /mso-list:(l\d+)level(\d+)/.exec(style);
  if (!list) return null;
  const marker = element.querySelector('span[style*="mso-list"]');
  const markerText = (marker?.textContent ?? "").replace(/\s|\u00a0/g, "");
  marker?.parentNode?.removeChild(marker);
  return {
    paragraph: element,
    list: list[1]!,
    level: Math.max(1, Number(list[2])),
    ordered: /^[0-9a-z]+[.)]$/i.test(markerText),
  };
}

/** Consecutive Word list paragraphs become one nested list, its levels from `levelN`. */
function wordListsToLists(root: Element) {
  let run: WordListItem[] = [];
  const flush = () => {
    const first = run[0]?.paragraph;
    if (first) first.parentNode?.insertBefore(buildList(run), first);
    for (const item of run) item.paragraph.parentNode?.removeChild(item.paragraph);
    run = [];
  };
  for (const element of Array.from(root.querySelectorAll("p"))) {
    const item = wordListItem(element);
    const previous = run.at(-1);
    if (item && (!previous || (previous.paragraph.nextElementSibling === element && previous.list === item.list)))
      run.push(item);
    else {
      flush();
      if (item) run.push(item);
    }
  }
  flush();
}

function buildList(items: WordListItem[]): Node {
  const doc = items[0]!.paragraph.ownerDocument;
  // The open lists, one per level reached: [level, list element].
  const stack: Array<{ level: number; list: Node }> = [];
  let top: Node | undefined;
  for (const { paragraph, level, ordered } of items) {
    while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
    let open = stack.at(-1);
    if (!open || open.level < level) {
      const list = doc.createElement(ordered ? "ol" : "ul");
      const parentItem = open?.list.lastChild;
      if (parentItem) parentItem.appendChild(list);
      else if (open) open.list.appendChild(list);
      else top = list;
      open = { level, list };
      stack.push(open);
    }
    const li = doc.createElement("li");
    moveChildren(paragraph, li);
    open.list.appendChild(li);
  }
  return top!;
}

function keepOnlyAllowedAttributes(element: Element) {
  const kept = keptAttributes[element.tagName.toLowerCase()] ?? [];
  for (const attribute of Array.from(element.attributes))
    if (!kept.includes(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
}
