import type { RouterContextProvider } from "react-router";

import { backendContext } from "~/backend/context.server";
import { trashDays, trashKinds, type TrashEntry, type TrashKind } from "~/backend/history";

import { loadList } from "./forms.server";
import { kindParam, trashName, trashPath } from "./history-paths";
import { adminPager, emptySlice, readAdminList } from "./paging";
import { trashKindLabels, trashTexts } from "./texts/trash";
import { adminDate, adminTime } from "./times";

// What the trash screen reads: a page of entries, of one kind or all (`?kind=`), as rows.

export interface TrashRow {
  id: string;
  kind: string;
  name: string;
  children: string | null;
  deletedBy: string;
  deletedAt: string;
  expires: string;
}

const day = 24 * 60 * 60 * 1000;

const rowOf = (entry: TrashEntry): TrashRow => ({
  id: entry.id,
  kind: trashKindLabels[entry.kind],
  name: trashName(entry),
  children: entry.itemCount > 1 ? trashTexts.withChildren(entry.itemCount) : null,
  deletedBy: entry.deletedBy.email,
  deletedAt: adminTime(entry.deletedAt),
  expires: adminDate(new Date(Date.parse(entry.deletedAt) + trashDays * day).toISOString()),
});

/** The kind a URL filters by, or null for all (an unknown one is all). */
export function kindOf(url: URL): TrashKind | null {
  const kind = url.searchParams.get(kindParam);
  return trashKinds.find((k) => k === kind) ?? null;
}

export async function trashPage(context: Readonly<RouterContextProvider>, url: URL) {
  const request = readAdminList(url, "rows");
  const kind = kindOf(url);
  const { value, error } = await loadList(
    context,
    () => context.get(backendContext).trash.list({ ...request.window, kind: kind ?? undefined }),
    emptySlice,
    trashTexts.listFailed,
  );
  return {
    kind,
    kinds: trashKinds.map((k) => ({ value: k, label: trashKindLabels[k] })),
    rows: value.items.map(rowOf),
    pager: adminPager(trashPath, request, value, kind ? { [kindParam]: kind } : {}),
    error,
  };
}
