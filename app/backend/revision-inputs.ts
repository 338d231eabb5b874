import { languages, type Lang } from "~/i18n/languages";
import type { SettingsPatch } from "~/lib/settings";
import { isSettingKey } from "~/lib/settings";

import { historyKinds, type HistoryKind, type RecordSnapshot, type RestoreOutcome, type Revision } from "./history";
import type {
  EquipmentRecord,
  EquipmentStore,
  MenuItemRecord,
  MenuStore,
  PageRecord,
  PageStore,
  ProjectRecord,
  ProjectStore,
  SettingsStore,
  SlideRecord,
  SlideStore,
  VersionedSettings,
} from "./records";
import { refusal } from "./refusals";
import {
  versionSchema,
  type EquipmentInput,
  type MenuItemInput,
  type PageInput,
  type ProjectInput,
  type SlideInput,
} from "./schemas";
import type { SavedImageChange } from "./uploads";
import { parseInput } from "./validate";

// A revision put back (HistoryStore.restore) is saved through its record's own save, with that
// save's rules: what it saves is the revision's snapshot as the save's input. Shared by both
// adapters, which store the same columns (D1 keeps booleans as 0/1, Postgres as booleans).

const text = (value: unknown) => (typeof value === "string" ? value : "");
const whole = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
export const flag = (value: unknown) => value === true || value === 1;

/** The snapshot's texts per language, each column renamed as the input names it. */
function texts<K extends string>(
  snapshot: RecordSnapshot,
  columns: Record<K, string>,
): Record<Lang, Record<K, string>> {
  return Object.fromEntries(
    languages.map((lang) => {
      const row = snapshot.translations[lang] ?? {};
      return [
        lang,
        Object.fromEntries(Object.entries<string>(columns).map(([field, column]) => [field, text(row[column])])),
      ];
    }),
  ) as Record<Lang, Record<K, string>>;
}

/** The record as the snapshot holds it, at the current record's version, and the image it had. */
export type RestoreInput =
  | { kind: "project"; input: ProjectInput; imageUrl: string | null }
  | { kind: "page"; input: PageInput }
  | { kind: "slide"; input: SlideInput; imageUrl: string | null }
  | { kind: "equipment"; input: EquipmentInput; imageUrl: string | null }
  | { kind: "menuItem"; input: MenuItemInput }
  | { kind: "settings"; patch: SettingsPatch; version: number };

/** The record as it stands, for what a restore keeps of it (a slide's or menu item's place). */
/**
 * A machine's texts; a revision from before categories were translated (migrations/0020) held
 * the one category on the row, which comes back as the Turkish one.
 */
function machineTexts(snapshot: RecordSnapshot) {
  const byLang = texts(snapshot, { name: "name", category: "category", description: "description" });
  const oldCategory = text(snapshot.row.category);
  if (oldCategory !== "" && byLang.tr.category === "") byLang.tr.category = oldCategory;
  return byLang;
}

export type CurrentRecord =
  | ProjectRecord
  | PageRecord
  | SlideRecord
  | EquipmentRecord
  | MenuItemRecord
  | VersionedSettings;

/**
 * The input that saves `snapshot` over the record `id` at `version`. A slide's and a menu item's
 * place (order, parent) are the current ones: moves are not saves and have no revisions
 * (docs/decisions/017-record-versions.md), so a restore does not move a record back.
 */
export function restoreInput(
  kind: HistoryKind,
  snapshot: RecordSnapshot,
  id: string,
  version: number,
  current: CurrentRecord,
): RestoreInput {
  const row = snapshot.row;
  const image = typeof row.image_url === "string" && row.image_url !== "" ? row.image_url : null;
  switch (kind) {
    case "project":
      return {
        kind,
        imageUrl: image,
        input: {
          id,
          version,
          category: text(row.category),
          status: text(row.status) as ProjectInput["status"],
          progress: text(row.progress) as ProjectInput["progress"],
          orderIndex: whole(row.order_index),
          translations: texts(snapshot, { title: "title", description: "description", content: "content" }),
        },
      };
    case "page":
      return {
        kind,
        input: {
          id,
          version,
          slug: text(row.slug),
          categoryId: text(row.category_id),
          isPublished: flag(row.is_published),
          translations: texts(snapshot, { title: "title", content: "content", slug: "slug" }),
        },
      };
    case "slide":
      return {
        kind,
        imageUrl: image,
        input: {
          id,
          version,
          buttonLink: text(row.button_link),
          orderIndex: (current as SlideRecord).orderIndex,
          isActive: flag(row.is_active),
          translations: texts(snapshot, { title: "title", description: "description", buttonText: "button_text" }),
        },
      };
    case "equipment":
      return {
        kind,
        imageUrl: image,
        input: {
          id,
          version,
          modelName: text(row.model_name),
          orderIndex: whole(row.order_index),
          isVisible: flag(row.is_visible),
          translations: machineTexts(snapshot),
        },
      };
    case "menuItem": {
      const place = current as MenuItemRecord;
      return {
        kind,
        input: {
          id,
          version,
          path: text(row.path),
          slug: text(row.slug),
          orderIndex: place.orderIndex,
          parentId: place.parentId,
          isActive: flag(row.is_active),
          translations: texts(snapshot, { label: "label", description: "description" }),
        },
      };
    }
    case "settings":
      return {
        kind,
        version,
        patch: Object.fromEntries(Object.entries(row).filter(([key]) => isSettingKey(key))) as SettingsPatch,
      };
  }
}

/**
 * What a restore does with a record's image: keep it (the revision had the same), remove it (the
 * revision had none), point at the revision's (still stored), or keep the current one because
 * the revision's is gone (`missing`: the admin is told).
 */
export type RestoredImage =
  | { change: { kind: "keep" }; missing: boolean }
  | { change: { kind: "remove" }; missing: false }
  | { change: { kind: "relink"; url: string }; missing: false };

export async function restoredImage(
  revisionUrl: string | null,
  currentUrl: string | null,
  stillStored: (url: string) => Promise<boolean>,
): Promise<RestoredImage> {
  if (revisionUrl === currentUrl) return { change: { kind: "keep" }, missing: false };
  if (revisionUrl === null) return { change: { kind: "remove" }, missing: false };
  if (await stillStored(revisionUrl)) return { change: { kind: "relink", url: revisionUrl }, missing: false };
  return { change: { kind: "keep" }, missing: true };
}

/** How an adapter reaches the record a revision is restored over: its current state, and its save marked as a restore. */
export interface RevisionTarget {
  current(): Promise<CurrentRecord | null>;
  /** Saves the restore's input (its version the record's, as the caller read it); answers the record's new version. */
  save(restore: RestoreInput, image: SavedImageChange | undefined): Promise<number>;
}

/** The stores of one adapter that a kind's restore goes through. */
export interface RestorableStores {
  projects: ProjectStore;
  pages: PageStore;
  slides: SlideStore;
  equipment: EquipmentStore;
  menu: MenuStore;
  settings: SettingsStore;
}

/**
 * The record a revision of `kind` is restored over, for either adapter: `stores()` reads it as it
 * is; `stores(marked)` saves it marked as the restore of `revision` (with the image change the
 * restore decided), so the revision the save writes says where it came from.
 */
export function revisionTarget(
  kind: HistoryKind,
  id: string,
  revision: number,
  stores: (restoring?: { revision: number; image?: SavedImageChange }) => RestorableStores,
): RevisionTarget {
  const restoring = (image?: SavedImageChange) => stores({ revision, image });
  switch (kind) {
    case "project":
      return {
        current: () => stores().projects.get(id),
        save: async (r, image) => (r.kind === "project" ? (await restoring(image).projects.save(r.input)).version : 0),
      };
    case "page":
      return {
        current: () => stores().pages.get(id),
        save: async (r) => (r.kind === "page" ? (await restoring().pages.save(r.input)).version : 0),
      };
    case "slide":
      return {
        current: () => stores().slides.get(id),
        save: async (r, image) => (r.kind === "slide" ? (await restoring(image).slides.save(r.input)).version : 0),
      };
    case "equipment":
      return {
        current: () => stores().equipment.get(id),
        save: async (r, image) =>
          r.kind === "equipment" ? (await restoring(image).equipment.save(r.input)).version : 0,
      };
    case "menuItem":
      return {
        current: () => stores().menu.get(id),
        save: async (r) => (r.kind === "menuItem" ? (await restoring().menu.save(r.input)).version : 0),
      };
    case "settings":
      return {
        current: () => stores().settings.edit(),
        save: async (r) => {
          if (r.kind !== "settings") return 0;
          await restoring().settings.save(r.patch, r.version);
          return r.version + 1;
        },
      };
  }
}

/**
 * Puts `revision` back over the record as a new revision (HistoryStore.restore), through the
 * record's own save: its version check (a record saved since `version` is "stale"), its rules, and
 * its image handling. A revision's image that is no longer stored is not put back.
 */
export async function restoreRevision(options: {
  kind: HistoryKind;
  id: string;
  revision: Revision | null;
  version: number;
  target: RevisionTarget;
  stillStored: (url: string) => Promise<boolean>;
}): Promise<RestoreOutcome> {
  const { kind, id, revision, target } = options;
  if (!historyKinds.includes(kind)) throw refusal({ code: "notFound", record: "record" });
  const version = parseInput(versionSchema, options.version);
  if (!revision) throw refusal({ code: "notFound", record: "revision" });
  const current = await target.current();
  if (!current) throw refusal({ code: "notFound", record: kind === "settings" ? "record" : kind });
  const restore = restoreInput(kind, revision.snapshot, id, version, current);
  if (!("imageUrl" in restore)) return { version: await target.save(restore, undefined), imageMissing: false };
  const image = await restoredImage(
    restore.imageUrl,
    (current as { imageUrl: string | null }).imageUrl,
    options.stillStored,
  );
  return { version: await target.save(restore, image.change), imageMissing: image.missing };
}
