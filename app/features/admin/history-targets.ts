import type { HistoryKind } from "~/backend/history";
import { settingsRecordId } from "~/backend/history";

// Where a record's history lives in the admin: `/admin/<section>/:id/history` from its form, the
// settings' at `/admin/site-settings/history` (app/routes.ts), and what record a history URL means.

/** The sections whose records keep revisions, by their path, and the kind each holds. */
export const historySections = {
  pages: "page",
  projects: "project",
  slider: "slide",
  "machine-park": "equipment",
  menu: "menuItem",
} as const satisfies Record<string, Exclude<HistoryKind, "settings">>;

export type HistorySection = keyof typeof historySections | "site-settings";

/** The record a history URL names: its kind and id, its form, its history page. */
export interface HistoryTarget {
  kind: HistoryKind;
  id: string;
  section: HistorySection;
  formPath: string;
  historyPath: string;
}

/** The settings' history page, from their form. */
export const settingsHistoryPath = "/admin/site-settings/history";

/** The record of a history route, from its URL (`/admin/<section>/<id>/history/…`), or null for none. */
export function historyTargetOf(pathname: string): HistoryTarget | null {
  const [, admin, section, id] = pathname.split("/");
  if (admin !== "admin" || !section) return null;
  if (section === "site-settings")
    return {
      kind: "settings",
      id: settingsRecordId,
      section,
      formPath: "/admin/site-settings",
      historyPath: settingsHistoryPath,
    };
  if (!(section in historySections) || !id) return null;
  const path = `/admin/${section}/${id}`;
  return {
    kind: historySections[section as keyof typeof historySections],
    id: decodeURIComponent(id),
    section: section as HistorySection,
    formPath: path,
    historyPath: `${path}/history`,
  };
}

/** A record's history page, from its form (`/admin/pages/<id>/history`). */
export const historyPath = (section: keyof typeof historySections, id: string) =>
  `/admin/${section}/${encodeURIComponent(id)}/history`;
