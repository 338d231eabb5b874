import type { RouterContextProvider } from "react-router";

import { backendContext } from "~/backend/context.server";
import { auditRecordTypes, type Actor, type AuditEntry, type AuditRecordType } from "~/backend/history";

import { loadList } from "./forms.server";
import { auditPath } from "./history-paths";
import { adminPager, emptySlice, readAdminList } from "./paging";
import { auditRecordLabels, auditSummary, auditTexts } from "./texts/audit";
import { adminTime, istanbulDayStart } from "./times";

// What "Hareket Kaydı" reads: a page of entries, newest first, filtered by who (`?user=`), what
// kind of record (`?type=`) and the days from and to (`?from=`, `?to=`, Istanbul's days, both
// included): plain GET parameters, so the filter works without JavaScript.

export interface AuditRow {
  id: string;
  time: string;
  actor: string;
  summary: string;
}

const rowOf = (entry: AuditEntry): AuditRow => ({
  id: entry.id,
  time: adminTime(entry.at),
  actor: entry.actor.email || (entry.action === "sign_in_failed" ? auditTexts.unknownActor : auditTexts.system),
  summary: auditSummary(entry),
});

const isRecordType = (value: string): value is AuditRecordType =>
  (auditRecordTypes as readonly string[]).includes(value);

/** The filters a URL asks for, as typed, and which date fields could not be read. */
function filtersOf(url: URL) {
  const param = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 100);
  const typed = param("type");
  const type: AuditRecordType | "" = isRecordType(typed) ? typed : "";
  const from = param("from");
  const to = param("to");
  return {
    user: param("user"),
    type,
    from,
    to,
    fromInstant: from ? istanbulDayStart(from) : null,
    // The last day is included: the filter ends where the next day starts.
    toInstant: to ? istanbulDayStart(to, 1) : null,
  };
}

export async function auditPage(context: Readonly<RouterContextProvider>, url: URL) {
  const backend = context.get(backendContext);
  const request = readAdminList(url, "rows");
  const filters = filtersOf(url);
  const [entries, actors] = await Promise.all([
    loadList(
      context,
      () =>
        backend.audit.list({
          ...request.window,
          actorId: filters.user || undefined,
          recordType: filters.type || undefined,
          from: filters.fromInstant ?? undefined,
          to: filters.toInstant ?? undefined,
        }),
      emptySlice,
      auditTexts.listFailed,
    ),
    loadList(context, () => backend.audit.actors(), [] as Actor[], ""),
  ]);
  const keep = { user: filters.user, type: filters.type, from: filters.from, to: filters.to };
  return {
    filters: keep,
    invalidDates: {
      from: filters.from !== "" && filters.fromInstant === null,
      to: filters.to !== "" && filters.toInstant === null,
    },
    filtered: Object.values(keep).some((value) => value !== ""),
    users: actors.value.flatMap((a) => (a.id ? [{ value: a.id, label: a.email }] : [])),
    types: auditRecordTypes.map((t) => ({ value: t, label: auditRecordLabels[t] })),
    rows: entries.value.items.map(rowOf),
    pager: adminPager(auditPath, request, entries.value, keep),
    error: entries.error,
  };
}
