import { isLang, languages, type Lang } from "~/i18n/languages";
import { z } from "~/lib/zod";

import type { ListSlice, ListWindow } from "./list-window";
import { wordsOf } from "./refusals";
import type { PageType } from "./schemas";

// Redirects (docs/decisions/059-redirects.md). An automatic redirect keeps a page's or project's
// old slug in a language and leads to the record itself: it answers with the record's newest
// path, so after any number of renames every old path is one hop from it. The stores keep them
// by triggers on the slug columns, in the transaction of whatever write changes a slug. A manual
// redirect leads from a path to a site path; no manual redirect leads to another's source, so
// none chains or loops. The public site asks only when no live page or project answers a path.

/** The longest path (after the language) a redirect keeps, either side. */
export const maxRedirectPathLength = 300;

/** Letters a site path is written in: no scheme, host, space or backslash. */
const pathLetters = /^[A-Za-z0-9._~%!$&'()*+,;=:@/-]*$/;

/** A path without its language prefix and its outer slashes ("corporate/old"), or null. */
export function redirectSourceOf(path: string): { lang: Lang; source: string } | null {
  const trimmed = path.trim();
  const match = /^\/([a-z]{2})\/(.+?)\/?$/.exec(trimmed);
  if (!match || !isLang(match[1]) || !pathLetters.test(match[2]!)) return null;
  const source = match[2]!;
  if (source.startsWith("/") || source.includes("//") || source.length > maxRedirectPathLength) return null;
  return { lang: match[1], source };
}

/** A target on this site: starts with one "/", no "//" anywhere (another host), no query part. */
export function isSiteTargetPath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.includes("//") &&
    path.length <= maxRedirectPathLength &&
    pathLetters.test(path) &&
    !path.includes("?")
  );
}

export const redirectInputSchema = z.object({
  from: z
    .string({ error: wordsOf({ code: "redirectFromInvalid" }) })
    .trim()
    .refine((from) => redirectSourceOf(from) !== null, { error: wordsOf({ code: "redirectFromInvalid" }) }),
  to: z
    .string({ error: wordsOf({ code: "redirectTargetInvalid" }) })
    .trim()
    .refine(isSiteTargetPath, { error: wordsOf({ code: "redirectTargetInvalid" }) }),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

/** Where a redirect leads: a record's current path (automatic), or a site path (manual). */
export type RedirectTarget =
  | { kind: "page"; type: PageType; slug: string }
  | { kind: "project"; slug: string }
  | { kind: "path"; path: string };

/** What a redirect answers for: a record's old slug in its language, or a path after the language. */
export type RedirectSource =
  | { kind: "page"; type: PageType; slug: string }
  | { kind: "project"; slug: string }
  | { kind: "path"; path: string };

export interface Redirect {
  id: string;
  lang: Lang;
  /** Kept by a slug change (true) or added by an admin. */
  automatic: boolean;
  from: RedirectSource;
  to: RedirectTarget;
  /** Whether the target answers now (a record in the trash or unpublished does not). */
  live: boolean;
  createdAt: string;
  createdByEmail: string;
}

/** The slug a public route was asked for, when it names a page or project. */
export interface SlugLookup {
  kind: "page" | "project";
  slug: string;
}

export interface RedirectStore {
  /** Newest first; of one language or all; `search` in either path. */
  list(window?: ListWindow & { lang?: Lang }): Promise<ListSlice<Redirect>>;
  get(id: string): Promise<Redirect | null>;
  /**
   * Adds a manual redirect with its audit entry. Refused: a path a live page or project answers
   * at, a path that has one, a target leading back to it. A target that is another manual
   * redirect's source is collapsed to where that one leads; redirects that led to this path
   * lead on to its target (no chain is stored).
   */
  create(input: RedirectInput): Promise<Redirect>;
  /** Deletes a redirect, automatic or manual, with its audit entry. */
  delete(id: string): Promise<void>;
  /**
   * For anyone: where `path` (after the language prefix) leads in `lang`, when nothing live
   * answers it; `slug` the page or project slug the public route read from it. A manual redirect
   * for the path comes first; an automatic one leads only to a published record.
   */
  find(lang: Lang, path: string, slug?: SlugLookup): Promise<RedirectTarget | null>;
}

/** A redirect row as both stores give it (d1's redirects joined to its record; Postgres' functions' rows). */
export interface RedirectRow {
  id: string;
  lang_code: string;
  source_kind: "page" | "project" | "path";
  source: string;
  target_path: string | null;
  page_type: PageType | null;
  record_slug: string | null;
  record_live: number | boolean | null;
  created_at: string;
  created_by_email: string;
}

export function toRedirect(r: RedirectRow): Redirect {
  const lang = isLang(r.lang_code) ? r.lang_code : languages[0];
  const type = r.page_type ?? "generic";
  const base = { id: r.id, lang, createdAt: r.created_at, createdByEmail: r.created_by_email };
  if (r.source_kind === "path")
    return {
      ...base,
      automatic: false,
      from: { kind: "path", path: r.source },
      to: { kind: "path", path: r.target_path ?? "/" },
      live: true,
    };
  const slug = r.record_slug ?? "";
  return {
    ...base,
    automatic: true,
    from: r.source_kind === "page" ? { kind: "page", type, slug: r.source } : { kind: "project", slug: r.source },
    to: r.source_kind === "page" ? { kind: "page", type, slug } : { kind: "project", slug },
    live: Boolean(r.record_live),
  };
}

const partOf = (end: RedirectSource | RedirectTarget) => (end.kind === "path" ? end.path : end.slug);

/** A redirect in the audit trail's words: "/en/old-path → /en/new" (a slug for a record's path). */
export const redirectLabel = (r: Pick<Redirect, "lang" | "from" | "to">) =>
  `/${r.lang}/${partOf(r.from)} → ${partOf(r.to)}`;
