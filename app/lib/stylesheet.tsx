import { createContext, useContext } from "react";

// The stylesheet travels inside each document (docs/decisions/025-first-paint.md): no stylesheet
// request stands between the HTML and the first paint. The server reads the built CSS
// (app/entry.server.tsx): the public site's for public documents, the whole app's for the
// admin's, and hands it to the document through this context. The browser has no provider: it
// renders the same element with an empty text, which React never writes, because a <style> with
// an `href` and a `precedence` is a resource React finds by its key (`data-href`) in the document
// it hydrates and keeps as the server sent it. Client navigations keep that one stylesheet.

export interface DocumentStylesheet {
  /** Which stylesheet: React's `data-href` for it. */
  key: string;
  css: string;
}

export const stylesheetKeys = { site: "site-stylesheet", admin: "admin-stylesheet" } as const;

/** In the browser, the stylesheet the server put in this document. */
function documentStylesheet(): DocumentStylesheet {
  const key =
    typeof document === "undefined"
      ? undefined
      : document.querySelector<HTMLStyleElement>("style[data-precedence='document']")?.dataset.href;
  return { key: key ?? stylesheetKeys.site, css: "" };
}

/** The built CSS while a document is rendered on the server; unset in the browser. */
export const StylesheetContext = createContext<DocumentStylesheet | null>(null);

/** The stylesheet element of the document: the CSS on the server, React's handle in the browser. */
export function InlineStylesheet() {
  const { key, css } = useContext(StylesheetContext) ?? documentStylesheet();
  return (
    <style href={key} precedence="document">
      {css}
    </style>
  );
}
