import type { ProjectCardData } from "~/features/site/projects";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";
import { slotSizes } from "~/lib/image-variants";

import { ArrowRight } from "../ui/icons";
import { CoverImage } from "./cover-image";

/**
 * A project in a list (spec: image, category, title, description in 3 lines, a detail button).
 * `headingLevel`: 2 where the cards sit right under the page's title, 3 under a section's.
 */
export function ProjectCard({ project, headingLevel = 3 }: { project: ProjectCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useT();
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
      <div className="relative aspect-[8/5] overflow-hidden">
        <CoverImage
          src={project.imageUrl}
          alt={project.imageAlt ?? ""}
          width={800}
          height={500}
          sizes={slotSizes.card}
          className="h-full w-full transition duration-300 group-hover:scale-[1.03]"
        />
        <span
          className={cx(
            "absolute left-3 top-3 rounded-full px-2.5 py-1 text-xs font-semibold",
            project.progress === "ongoing" ? "bg-brand-orange text-white" : "bg-emerald-700 text-white",
          )}
        >
          {t(`projects.progress.${project.progress}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-steel">{project.category}</p>
        <Heading lang={project.textLang} className="mt-1.5 text-lg font-bold leading-snug text-brand-navy">
          {project.title}
        </Heading>
        <p lang={project.textLang} className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">
          {project.description}
        </p>
        <a
          href={project.href}
          aria-label={t("projects.detailsOf", { title: project.title })}
          className="mt-4 inline-flex items-center gap-1.5 self-start rounded-md bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:bg-brand-steel focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange"
        >
          {t("projects.details")}
          <ArrowRight size={16} aria-hidden />
        </a>
      </div>
    </article>
  );
}
