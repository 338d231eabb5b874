import { createContext, data } from "react-router";

import { cleanHtml } from "~/backend/content";
import type { Backend } from "~/backend/port";
import { pageTypes, projectProgresses, type PageType, type ProjectProgress } from "~/backend/schemas";
import { defaultLanguage, languages, type Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/ui-strings";

import { sectionCrumbs } from "./pages";
import { previewHeaders, type PreviewKind, type RecordPreview } from "./preview";
import { categoryLabel } from "./projects";
import { pathFor } from "./urls";

// A record as visitors will see it, made from the admin form's values as they were posted (saved
// or not, valid or not), or as a preview link keeps them: the texts in the language asked for,
// or the Turkish ones where it has none (as the public site falls back), and the content cleaned
// by the very rules of a save.

/** A form's fields as a preview reads them: the record's own and its translations' (`translations.en.title`). */
export type PreviewFields = Record<string, string>;

/**
 * Set by the preview's action for the loaders that run after it in the same request: the route's
 * loader answers 404 to a GET (nothing to show), and nothing after a post.
 */
export const previewPostedContext = createContext(false);

/** The longest text a preview keeps of a field: what the form allows, and no more. */
const maxFieldLetters = 200_000;

/** The fields each kind's preview shows, besides what the server adds (the page's type, the project's image). */
const ownFields: Record<PreviewKind, string[]> = {
  page: ["title", "content"],
  project: ["title", "description", "content"],
};
const generalFields: Record<PreviewKind, string[]> = { page: [], project: ["category", "progress"] };

/**
 * The fields of a posted form a preview shows, and what the server reads for it: a page's type
 * (from its category), a saved project's image (a file chosen in the form is not stored yet).
 * An admin's call: the backend's reads refuse anyone else.
 */
export async function previewFieldsOf(
  backend: Backend,
  form: FormData,
  kind: PreviewKind,
  id: string | null,
): Promise<PreviewFields> {
  const fields: PreviewFields = {};
  const keep = (name: string) => {
    const value = form.get(name);
    if (typeof value === "string" && value.trim()) fields[name] = value.slice(0, maxFieldLetters).trim();
  };
  for (const name of generalFields[kind]) keep(name);
  for (const lang of languages) for (const name of ownFields[kind]) keep(`translations.${lang}.${name}`);
  if (kind === "page") {
    const categoryId = form.get("categoryId");
    const categories = typeof categoryId === "string" && categoryId ? await backend.pages.categories() : [];
    fields.pageType = categories.find((c) => c.id === categoryId)?.nameKey ?? "generic";
  } else if (id) {
    const saved = await backend.projects.get(id);
    if (saved?.imageUrl) fields.imageUrl = saved.imageUrl;
  }
  return fields;
}

/** The record as its public page shows it in `lang`, from its preview fields. */
export function previewOf(kind: PreviewKind, fields: PreviewFields, lang: Lang, t: Translate): RecordPreview {
  const textLang = fields[`translations.${lang}.title`] ? lang : defaultLanguage;
  const text = (name: string) => fields[`translations.${textLang}.${name}`] ?? "";
  const title = text("title");
  const content = cleanHtml(text("content"));
  if (kind === "page") {
    const type = (pageTypes as readonly string[]).includes(fields.pageType ?? "")
      ? (fields.pageType as PageType)
      : "generic";
    return { kind, lang, title, content, crumbs: sectionCrumbs(lang, type, t, title), textLang };
  }
  const progress = fields.progress ?? "";
  return {
    kind,
    lang,
    title,
    description: text("description"),
    content,
    category: categoryLabel(fields.category ?? "", t),
    progress: (projectProgresses as readonly string[]).includes(progress) ? (progress as ProjectProgress) : "ongoing",
    imageUrl: fields.imageUrl?.startsWith("/") ? fields.imageUrl : null,
    textLang,
  };
}

/** Where a preview's "back" link leads: the site's list of its kind, never another preview. */
export const previewBack = (lang: Lang, kind: PreviewKind) =>
  pathFor(lang, kind === "project" ? { kind: "projects" } : { kind: "home" });

/** Refuses a preview to anyone but a signed-in admin (403); `unavailable` when that cannot be told. */
export async function requirePreviewAdmin(backend: Backend, unavailable: (error: unknown) => never): Promise<void> {
  const user = await backend.auth.currentUser().catch(unavailable);
  if (!user || user.role !== "admin") throw data(null, { status: 403, headers: previewHeaders });
}
