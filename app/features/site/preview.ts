import type { ProjectProgress } from "~/backend/schemas";
import type { Lang } from "~/i18n/languages";
import { languages } from "~/i18n/languages";

import type { Crumb } from "./pages";

// Where a preview answers (docs/decisions/058-preview-links.md): /<lang>/preview takes the admin
// form's values, posted; a preview is never kept by the page cache, a browser or a search engine.

/** The kinds of record a preview shows. */
export const previewKinds = ["page", "project"] as const;
export type PreviewKind = (typeof previewKinds)[number];

export const isPreviewKind = (value: string): value is PreviewKind =>
  (previewKinds as readonly string[]).includes(value);

/** The preview of a form's values in `lang`, for a record of `kind` (`id`: a saved record's). */
export function previewPath(lang: Lang, kind: PreviewKind, id?: string): string {
  const query = new URLSearchParams({ kind });
  if (id) query.set("id", id);
  return `/${lang}/preview?${query}`;
}

const previewPaths = new RegExp(`^/(?:${languages.join("|")})/preview(?:/|$)`);

/** Whether a path is a preview's: answered fresh, for nobody's cache. */
export const isPreviewPath = (pathname: string) => previewPaths.test(pathname);

/** The headers of every preview answer: private, kept nowhere, never indexed. */
export const previewHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** A record as its preview shows it (app/features/site/preview.server.ts makes it). */
export interface PagePreview {
  kind: "page";
  /** The language asked for. */
  lang: Lang;
  title: string;
  content: string;
  crumbs: Crumb[];
  textLang: Lang;
}

export interface ProjectPreview {
  kind: "project";
  lang: Lang;
  title: string;
  description: string;
  content: string;
  category: string;
  progress: ProjectProgress;
  imageUrl: string | null;
  textLang: Lang;
}

export type RecordPreview = PagePreview | ProjectPreview;
