import type { ProjectProgress } from "~/backend/schemas";
import type { Lang } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";
import { slotSizes } from "~/lib/image-variants";

import { ArrowLeft } from "../ui/icons";
import { CoverImage } from "./cover-image";
import { RichContent } from "./rich-content";

/** A project as its page shows it, in the visitor's language (or the language it falls back to). */
export interface ProjectView {
  title: string;
  description: string;
  imageUrl: string | null;
  /** The image's alt text in the page's language ("" when it has none). */
  imageAlt?: string;
  category: string;
  progress: ProjectProgress;
  content: string;
  /** Where the texts are another language's (a fallback), so they are read in that language. */
  textLang?: Lang;
}

/** A project's page below the site's header: its public page and its preview alike. */
export function ProjectArticle({ project, back }: { project: ProjectView; back: string }) {
  const { t } = useT();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <a
        href={back}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-steel hover:text-brand-orange"
      >
        <ArrowLeft size={16} aria-hidden />
        {t("projects.back")}
      </a>
      <CoverImage
        src={project.imageUrl}
        alt={project.imageAlt ?? ""}
        width={1200}
        height={450}
        sizes={slotSizes.article}
        eager
        className="mt-6 h-[280px] w-full rounded-2xl sm:h-[450px]"
      />
      <div className="mt-8 flex flex-wrap items-center gap-3 text-sm">
        <span className="font-semibold uppercase tracking-wider text-brand-steel">{project.category}</span>
        <span
          className={cx(
            "rounded-full px-2.5 py-1 text-xs font-semibold text-white",
            project.progress === "ongoing" ? "bg-brand-orange" : "bg-emerald-700",
          )}
        >
          {t(`projects.progress.${project.progress}`)}
        </span>
      </div>
      <h1 lang={project.textLang} className="mt-3 text-3xl font-bold tracking-tight text-brand-navy sm:text-4xl">
        {project.title}
      </h1>
      {project.description && (
        <p lang={project.textLang} className="mt-4 text-lg text-slate-600">
          {project.description}
        </p>
      )}
      <div className="mt-8 border-t border-slate-100 pt-8">
        {project.content ? (
          <div lang={project.textLang}>
            <RichContent html={project.content} />
          </div>
        ) : (
          <p className="italic text-slate-500">{t("projects.contentPlaceholder")}</p>
        )}
      </div>
    </main>
  );
}
