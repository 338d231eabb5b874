import type { RecordPreview } from "~/features/site/preview";

import { PageBanner } from "./page-banner";
import { PreviewBar } from "./preview-bar";
import { ProjectArticle } from "./project-article";
import { RichContent } from "./rich-content";

/**
 * A preview below the site's header (docs/decisions/058-preview-links.md): the band, then the
 * page or project as its public page shows it. Its document title and robots rule are its own
 * (an action's or a link's answer has no route meta; React hoists them into the head).
 */
export function RecordPreviewView({
  preview,
  back,
  expiresAt,
}: {
  preview: RecordPreview;
  back: string;
  expiresAt?: string;
}) {
  // Marked where the texts are another language's (the Turkish ones stand in).
  const textLang = preview.textLang === preview.lang ? undefined : preview.textLang;
  return (
    <>
      <title>{preview.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PreviewBar expiresAt={expiresAt} />
      {preview.kind === "page" ? (
        <main id="main">
          <PageBanner title={preview.title} crumbs={preview.crumbs} titleLang={textLang} />
          <div lang={preview.textLang} className="mx-auto max-w-4xl px-4 py-12">
            <RichContent html={preview.content} />
          </div>
        </main>
      ) : (
        <ProjectArticle project={{ ...preview, textLang }} back={back} />
      )}
    </>
  );
}
