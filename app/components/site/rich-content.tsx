import { cx } from "~/lib/cx";

/** Admin-written HTML as the backend hands it to a page: cleaned and signed when saved, or cleaned when read (trustedHtml). */
export function RichContent({ html, className }: { html: string; className?: string }) {
  return <div className={cx("rich-content", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
