import { diffWords } from "diff";
import { fromHtml } from "hast-util-from-html";

import type { HistoryKind, RecordSnapshot } from "~/backend/history";
import { languages, languageNames, type Lang } from "~/i18n/languages";
import { activityAreaIds, activityAreaTurkishNames } from "~/lib/activity-areas";

import { historyTexts, revisionFieldLabels, settingsKeyLabels } from "./texts/history";
import { pageTypeLabels } from "./texts/pages";
import { projectCategoryLabels, projectProgressLabels, projectStatusLabels } from "./texts/projects";
import { settingsTexts } from "./texts/settings";

// Two revisions of a record compared field by field and per language, on the server (so the
// "Geçmiş" view works without JavaScript): a text's words added and removed (the `diff`
// package's word diff, docs/decisions/046-revisions-as-snapshots.md), any other value before and
// after. HTML content is compared as its text. Issue 37's translation status reads the Turkish
// changes with the same `wordSegments`.

export interface TextSegment {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface FieldChange {
  /** The snapshot's field ("translations.en.title", "row.status", "row.general.siteName"). */
  key: string;
  label: string;
  lang: Lang | null;
  /** A text's words (null: a value, shown before and after). */
  segments: TextSegment[] | null;
  /** The texts were too different to compare word by word: shown whole, removed and added. */
  whole: boolean;
  before: string;
  after: string;
}

/** How long a diff may take before it shows the texts whole: a Worker's request has no time to spare. */
const diffTimeoutMs = 250;
/** An unchanged stretch longer than this keeps only its edges: the changes are what the admin reads. */
const keptContext = 120;

/** Two texts' words, added and removed; `whole` when they were too different to compare in time. */
export function wordSegments(before: string, after: string): { segments: TextSegment[]; whole: boolean } {
  const changes = diffWords(before, after, { timeout: diffTimeoutMs });
  if (!changes) {
    return {
      whole: true,
      segments: [
        ...(before ? [{ kind: "removed" as const, text: before }] : []),
        ...(after ? [{ kind: "added" as const, text: after }] : []),
      ],
    };
  }
  return {
    whole: false,
    segments: changes.map((part) => {
      const kind = part.added ? "added" : part.removed ? "removed" : "same";
      return { kind, text: kind === "same" ? shortened(part.value) : part.value };
    }),
  };
}

function shortened(text: string): string {
  if (text.length <= keptContext * 2 + 20) return text;
  return `${text.slice(0, keptContext)} … ${text.slice(-keptContext)}`;
}

const blockElements = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "tr",
  "blockquote",
  "div",
  "table",
  "ul",
  "ol",
]);

/** HTML content as the text a reader reads: blocks on their own lines, tags and attributes gone. */
export function htmlText(html: string): string {
  if (!html.includes("<")) return html;
  const parts: string[] = [];
  type Node = { type: string; tagName?: string; value?: string; children?: Node[] };
  const walk = (node: Node) => {
    if (node.type === "text") parts.push(node.value ?? "");
    if (node.type === "element" && node.tagName === "br") parts.push("\n");
    for (const child of node.children ?? []) walk(child);
    if (node.type === "element" && blockElements.has(node.tagName ?? "")) parts.push("\n");
  };
  walk(fromHtml(html, { fragment: true }) as Node);
  return parts
    .join("")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** What a stored value reads as, by its column. */
function shown(column: string, value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined || value === "") return historyTexts.none;
  if (typeof value === "boolean" || (column.startsWith("is_") && (value === 0 || value === 1)))
    return value === true || value === 1 ? historyTexts.yes : historyTexts.no;
  const text = String(value);
  switch (column) {
    case "status":
      return projectStatusLabels[text as keyof typeof projectStatusLabels] ?? text;
    case "progress":
      return projectProgressLabels[text as keyof typeof projectProgressLabels] ?? text;
    case "category":
      return projectCategoryLabels[text as keyof typeof projectCategoryLabels] ?? text;
    case "category_id":
      return pageTypeLabels[text as keyof typeof pageTypeLabels] ?? text;
    case "parent_id":
      return names[text] ?? text;
    case "image_url":
      return decodeURIComponent(text.split("/").at(-1) ?? text);
    default:
      return typeof value === "object" ? JSON.stringify(value) : text;
  }
}

/** Columns whose value is a text to compare word by word. */
const textColumns = new Set([
  "title",
  "description",
  "content",
  "button_text",
  "name",
  "label",
  "model_name",
  "path",
  "button_link",
]);

function change(
  key: string,
  label: string,
  lang: Lang | null,
  column: string,
  before: unknown,
  after: unknown,
  names: Record<string, string>,
): FieldChange {
  if (textColumns.has(column)) {
    const asText = (value: unknown) =>
      typeof value === "string" ? (column === "content" ? htmlText(value) : value) : "";
    const { segments, whole } = wordSegments(asText(before), asText(after));
    return { key, label, lang, segments, whole, before: "", after: "" };
  }
  return {
    key,
    label,
    lang,
    segments: null,
    whole: false,
    before: shown(column, before, names),
    after: shown(column, after, names),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A settings key's name: its own, or an activity area's title or text. */
function settingsKeyLabel(key: string): string {
  const area = key.match(/^activityArea(\d)(Title|Text)$/);
  if (area) {
    const name = activityAreaTurkishNames[activityAreaIds[Number(area[1]) - 1]!] ?? area[1]!;
    return area[2] === "Title" ? settingsTexts.activities.areaTitle(name) : settingsTexts.activities.areaText(name);
  }
  return settingsKeyLabels[key] ?? key;
}

const subLabels: Record<string, string> = {
  siteName: settingsTexts.company.siteName,
  logoUrl: settingsTexts.company.logo,
  description: settingsTexts.company.siteDescription,
  phone: settingsTexts.contact.phone,
  email: "E-posta",
  address: settingsTexts.contact.address,
  whatsapp: settingsTexts.contact.whatsapp,
};

const isPerLanguage = (value: unknown): value is Partial<Record<Lang, string>> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((k) => (languages as readonly string[]).includes(k));

/** The settings' changes: per key, a per-language text per language, an object's fields one by one, a list as lines. */
function settingsChanges(older: RecordSnapshot, newer: RecordSnapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(older.row), ...Object.keys(newer.row)])];
  const text = (key: string, label: string, lang: Lang | null, before: unknown, after: unknown) => {
    const asText = (value: unknown) =>
      typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);
    const { segments, whole } = wordSegments(asText(before), asText(after));
    changes.push({ key, label, lang, segments, whole, before: "", after: "" });
  };
  for (const key of keys) {
    const before = older.row[key];
    const after = newer.row[key];
    if (same(before, after)) continue;
    const label = settingsKeyLabel(key);
    if (isPerLanguage(before ?? {}) && isPerLanguage(after ?? {})) {
      for (const lang of languages)
        if (
          !same(
            (before as Record<string, unknown> | undefined)?.[lang],
            (after as Record<string, unknown> | undefined)?.[lang],
          )
        )
          text(
            `row.${key}.${lang}`,
            label,
            lang,
            (before as Record<string, unknown> | undefined)?.[lang],
            (after as Record<string, unknown> | undefined)?.[lang],
          );
    } else if (Array.isArray(before) || Array.isArray(after)) {
      const lines = (value: unknown) =>
        (Array.isArray(value) ? value : [])
          .map((item) =>
            Object.values(item as Record<string, unknown>)
              .filter((v) => typeof v === "string" && v !== "")
              .join(" — "),
          )
          .join("\n");
      text(`row.${key}`, label, null, lines(before), lines(after));
    } else if (typeof before === "object" || typeof after === "object") {
      const b = (before ?? {}) as Record<string, unknown>;
      const a = (after ?? {}) as Record<string, unknown>;
      for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
        if (same(b[field], a[field])) continue;
        const fieldLabel = `${label}: ${subLabels[field] ?? field}`;
        if (isPerLanguage(b[field] ?? {}) && isPerLanguage(a[field] ?? {})) {
          for (const lang of languages) {
            const [x, y] = [
              (b[field] as Record<string, unknown> | undefined)?.[lang],
              (a[field] as Record<string, unknown> | undefined)?.[lang],
            ];
            if (!same(x, y)) text(`row.${key}.${field}.${lang}`, fieldLabel, lang, x, y);
          }
        } else text(`row.${key}.${field}`, fieldLabel, null, b[field], a[field]);
      }
    } else text(`row.${key}`, label, null, before, after);
  }
  return changes;
}

/**
 * What differs between two revisions of a record, field by field in the form's order, each
 * language's texts after the record's own fields. `names` reads ids the record points at (a
 * menu item's parent).
 */
export function compareSnapshots(
  kind: HistoryKind,
  older: RecordSnapshot,
  newer: RecordSnapshot,
  names: Record<string, string> = {},
): FieldChange[] {
  if (kind === "settings") return settingsChanges(older, newer);
  const changes: FieldChange[] = [];
  for (const column of Object.keys(revisionFieldLabels)) {
    if (!(column in older.row) && !(column in newer.row)) continue;
    if (same(older.row[column], newer.row[column])) continue;
    changes.push(
      change(`row.${column}`, revisionFieldLabels[column]!, null, column, older.row[column], newer.row[column], names),
    );
  }
  for (const lang of languages) {
    const [before, after] = [older.translations[lang] ?? {}, newer.translations[lang] ?? {}];
    for (const column of Object.keys(revisionFieldLabels)) {
      if (!(column in before) && !(column in after)) continue;
      if (same(before[column], after[column])) continue;
      changes.push(
        change(
          `translations.${lang}.${column}`,
          revisionFieldLabels[column]!,
          lang,
          column,
          before[column],
          after[column],
          names,
        ),
      );
    }
  }
  return changes;
}

/** A revision's one-line summary from the fields it changed: "Başlık (TR, EN), İçerik (RU) değişti". */
export function changedSummary(kind: HistoryKind, changed: readonly string[]): string {
  const byLabel = new Map<string, Lang[]>();
  for (const key of changed) {
    const [part, first, second] = key.split(".");
    const lang = part === "translations" ? (first as Lang) : null;
    const column = part === "translations" ? second! : first!;
    const label = kind === "settings" ? settingsKeyLabel(column) : revisionFieldLabels[column];
    if (!label) continue;
    const langs = byLabel.get(label) ?? [];
    if (lang && !langs.includes(lang)) langs.push(lang);
    byLabel.set(label, langs);
  }
  const fields = [...byLabel].map(([label, langs]) =>
    langs.length === 0 ? label : `${label} (${langs.map((l) => l.toUpperCase()).join(", ")})`,
  );
  return historyTexts.changed(fields);
}

/** A language's name for a change's caption. */
export const languageCaption = (lang: Lang | null) => (lang ? historyTexts.language(languageNames[lang]) : "");
