import { cx } from "~/lib/cx";

/** Admin-written HTML, cleaned by the backend when it was saved (cleanHtml), as readable text. */
export function RichContent({ html, className }: { html: string; className?: string }) {
  return <div className={cx("rich-content", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
