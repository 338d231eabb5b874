import { cx } from "~/lib/cx";

/** Admin-written HTML, sanitized by the loader that produced it, as readable text. */
export function RichContent({ html, className }: { html: string; className?: string }) {
  return <div className={cx("rich-content", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
