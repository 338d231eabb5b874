import { Extension, type Extensions } from "@tiptap/core";
import { Image } from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { StarterKit } from "@tiptap/starter-kit";

import { cleanPastedHtml } from "~/features/admin/pasted-html";
import { isSafeLinkUrl } from "~/lib/safe-url";

// The editor's schema: exactly what the content allowlist keeps (app/lib/sanitize-html.server.ts)
// of what the toolbar offers, written the way the sanitizer writes it, so a save from the editor
// loses nothing to the server's cleaning. Headings h2–h4, paragraphs, line breaks, bold, italic,
// underline, nested lists, links, block quotes, tables (no column widths, no styles), images.
// Code, code blocks, strike-through and rules are left out: the toolbar offers none of them.
// docs/decisions/057-rich-text-editor.md

/** A cell keeps only its spans: Tiptap's column widths and alignment are styles the allowlist drops. */
const cellAttributes = () => ({ colspan: { default: 1 }, rowspan: { default: 1 } });

/** A table as the allowlist keeps it: `<table><tbody>`, without Tiptap's `<colgroup>` and width style. */
const PlainTable = Table.extend({
  renderHTML() {
    return ["table", {}, ["tbody", 0]];
  },
  // Tab moves from cell to cell; from the last one it leaves the editor, as Tab does elsewhere,
  // instead of adding a row (which kept a keyboard user inside the table for good).
  addKeyboardShortcuts() {
    return { ...this.parent?.(), Tab: () => this.editor.commands.goToNextCell() };
  },
});

/** Mod-K asks for a link (the toolbar's "Bağlantı"), as word processors do. */
const linkShortcut = (openLinkPanel: () => void) =>
  Extension.create({
    name: "linkShortcut",
    addKeyboardShortcuts() {
      return {
        "Mod-k": () => {
          openLinkPanel();
          return true;
        },
      };
    },
  });

export function editorExtensions({ openLinkPanel }: { openLinkPanel: () => void }): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        // A content link opens in the same tab; target and rel are the page's choice, not the paste's.
        HTMLAttributes: { target: null, rel: null, class: null },
        // The rule every stored link meets: a pasted link it refuses stays as text.
        isAllowedUri: (url) => isSafeLinkUrl(url),
      },
    }),
    PlainTable.configure({ resizable: false }),
    TableRow,
    TableHeader.extend({ addAttributes: cellAttributes }),
    TableCell.extend({ addAttributes: cellAttributes }),
    Image.configure({ inline: false, allowBase64: false, HTMLAttributes: { loading: "lazy" } }),
    linkShortcut(openLinkPanel),
    Extension.create({
      name: "pasteCleaner",
      transformPastedHTML: cleanPastedHtml,
    }),
  ];
}
