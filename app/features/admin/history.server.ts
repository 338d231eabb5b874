import { data, type RouterContextProvider } from "react-router";

import { backendContext } from "~/backend/context.server";
import type { HistoryKind, RevisionSummary } from "~/backend/history";
import type { Backend } from "~/backend/port";
import { localizedField } from "~/lib/translations";

import { loadList, loadRecord } from "./forms.server";
import { historyTargetOf, type HistoryTarget } from "./history-targets";
import { changedSummary, compareSnapshots, type FieldChange } from "./revision-diff.server";
import { historyRecordNames, historyTexts, revisionActionLabels } from "./texts/history";
import { adminTime } from "./times";

// What the "Geçmiş" page and its restore dialog read: the record (its name and version), its
// revisions as rows, and two of them compared.

type Context = Readonly<RouterContextProvider>;

/** The record a history is of, as the page names it: its Turkish name and its version now. */
async function currentOf(
  backend: Backend,
  kind: HistoryKind,
  id: string,
): Promise<{ label: string; version: number } | null> {
  switch (kind) {
    case "project": {
      const r = await backend.projects.get(id);
      return r && { label: localizedField(r.translations, "tr", (t) => t.title), version: r.version };
    }
    case "page": {
      const r = await backend.pages.get(id);
      return r && { label: localizedField(r.translations, "tr", (t) => t.title), version: r.version };
    }
    case "slide": {
      const r = await backend.slides.get(id);
      return r && { label: localizedField(r.translations, "tr", (t) => t.title), version: r.version };
    }
    case "equipment": {
      const r = await backend.equipment.get(id);
      return r && { label: localizedField(r.translations, "tr", (t) => t.name), version: r.version };
    }
    case "menuItem": {
      const r = await backend.menu.get(id);
      return r && { label: r.label, version: r.version };
    }
    case "settings":
      return { label: "", version: (await backend.settings.edit()).version };
  }
}

/** The history route's record: its target (from the URL) and what it is now; 404 when there is none. */
export async function historyRecord(context: Context, url: URL) {
  const target = historyTargetOf(url.pathname);
  if (!target) throw data(historyTexts.recordNotFound, { status: 404 });
  const backend = context.get(backendContext);
  const current = await loadRecord(context, () => currentOf(backend, target.kind, target.id), {
    notFound: historyTexts.recordNotFound,
    loadFailed: (message) => `${historyTexts.listFailed} ${message}`,
  });
  return { target, backend, ...current };
}

/** A revision number from the URL, or null for anything that cannot be one. */
export function revisionNumber(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,8}$/.test(value)) return null;
  return Number(value);
}

export interface RevisionRow {
  revision: number;
  action: string;
  actor: string;
  time: string;
  summary: string;
  restoredFrom: number | null;
}

const rowOf = (kind: HistoryKind, r: RevisionSummary): RevisionRow => ({
  revision: r.revision,
  action: revisionActionLabels[r.action],
  actor: r.actor.email || historyTexts.system,
  time: adminTime(r.createdAt),
  summary: r.changed === null ? historyTexts.firstKept : changedSummary(kind, r.changed),
  restoredFrom: r.restoredFrom,
});

export interface Comparison {
  older: number;
  newer: number;
  changes: FieldChange[];
}

/** What a menu item's parent is called, for a comparison that names one. */
async function menuNames(backend: Backend, kind: HistoryKind): Promise<Record<string, string>> {
  if (kind !== "menuItem") return {};
  const items = await backend.menu.list().catch(() => []);
  return Object.fromEntries(items.map((item) => [item.id, item.label]));
}

/**
 * The history page's data: the record's revisions (newest first) and the comparison `?from=&to=`
 * asks for, by default the two newest.
 */
export async function historyPage(context: Context, url: URL) {
  const { target, backend, label, version } = await historyRecord(context, url);
  const { value: revisions, error } = await loadList(
    context,
    () => backend.history.list(target.kind, target.id),
    [] as RevisionSummary[],
    historyTexts.listFailed,
  );
  const numbers = revisions.map((r) => r.revision);
  const askedFrom = revisionNumber(url.searchParams.get("from"));
  const askedTo = revisionNumber(url.searchParams.get("to"));
  const asked = askedFrom !== null && askedTo !== null;
  const from = asked ? askedFrom : (numbers[1] ?? null);
  const to = asked ? askedTo : (numbers[0] ?? null);
  let comparison: Comparison | null = null;
  let compareProblem: string | null = null;
  if (from !== null && to !== null) {
    if (from === to) compareProblem = historyTexts.compareSame;
    else {
      const [older, newer] = from < to ? [from, to] : [to, from];
      const [a, b] = await Promise.all([
        backend.history.get(target.kind, target.id, older),
        backend.history.get(target.kind, target.id, newer),
      ]).catch(() => [null, null]);
      if (!a || !b) compareProblem = historyTexts.notFound;
      else
        comparison = {
          older,
          newer,
          changes: compareSnapshots(target.kind, a.snapshot, b.snapshot, await menuNames(backend, target.kind)),
        };
    }
  }
  return {
    target: target satisfies HistoryTarget,
    heading: historyTexts.heading(historyRecordNames[target.kind], label),
    version,
    revisions: revisions.map((r) => rowOf(target.kind, r)),
    selected: { from, to },
    comparison,
    compareProblem,
    error,
  };
}
