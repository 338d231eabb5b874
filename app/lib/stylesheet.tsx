import { createContext, useContext } from "react";

// The site's stylesheet travels inside each document (docs/decisions/025-first-paint.md): no
// stylesheet request stands between the HTML and the first paint. The server reads the built
// CSS (app/entry.server.tsx) and hands it to the document through this context; the browser
// has no provider and renders an empty text, which React never writes: a <style> with an
// `href` and a `precedence` is a resource React finds by its key (`data-href`) in the document
// it hydrates, and keeps as the server sent it.

/** The built CSS while a document is rendered on the server; empty in the browser. */
export const StylesheetContext = createContext("");

/** What names the inlined stylesheet in the document (React's `data-href`). */
export const stylesheetKey = "site-stylesheet";

/** The stylesheet element of the document: the CSS on the server, React's handle in the browser. */
export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  return (
    <style href={stylesheetKey} precedence="site">
      {css}
    </style>
  );
}
