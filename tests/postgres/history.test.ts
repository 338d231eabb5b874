import { describe, expect, it } from "vitest";

import { testDatabases, type Claims, type Query, type TestDatabase } from "./databases";
import { claims, testUsers } from "./fixtures";
import { rpc, rpcFailure, translationsOf, withFixtureDatabase } from "./support";

// Revisions, the trash and the audit trail as Postgres keeps them
// (supabase/migrations/20261210090000_history.sql), on each database: what a save leaves behind,
// who may read and call what, and an audit log that nobody changes, not even its owner.

const admin = claims.admin;
/** The Worker's server key (SUPABASE_SECRET_KEY) calls as service_role. */
const server: Claims = { sub: "", role: "service_role", app_metadata: {}, user_metadata: {} };

const projectInput = (title: string, extra: Record<string, unknown> = {}) => ({
  category: "altyapi",
  status: "published",
  progress: "ongoing",
  orderIndex: 0,
  slugBase: title.toLowerCase().replaceAll(" ", "-"),
  reservedSlugs: [],
  translations: translationsOf({ title, description: "", content: "<p>x</p>" }),
  ...extra,
});

/** The error code of a statement run as `caller`, or null when it went through (rolled back either way). */
async function refusedAs(db: TestDatabase, caller: Claims | null, statement: string): Promise<string | null> {
  try {
    await db.as(caller, (q: Query) => q(statement), { rollback: true });
    return null;
  } catch (error) {
    return (error as { code?: string; message?: string }).code ?? "error";
  }
}

describe.each(testDatabases())("revisions, trash and audit on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  it.skipIf(!open)("keep a save's revision and audit entry with it, and a refused save's neither", async () => {
    const saved = await rpc<{ record: { id: string; version: number } }>(
      db,
      admin,
      "save_project",
      projectInput("Köprü A"),
    );
    const id = saved.record.id;
    const revisions = await db.query<{ revision: number; action: string; actor_id: string; actor_email: string }>(
      "select revision, action, actor_id, actor_email from public.record_revisions where record_type = 'project' and record_id = $1",
      [id],
    );
    expect(revisions).toEqual([
      { revision: 1, action: "create", actor_id: testUsers.admin, actor_email: "matrix-admin@example.test" },
    ]);
    const entries = () =>
      db.query<{ action: string; label: string; actor_id: string }>(
        "select action, label, actor_id from public.audit_log where record_type = 'project' and record_id = $1 order by id",
        [id],
      );
    expect(await entries()).toEqual([{ action: "create", label: "Köprü A", actor_id: testUsers.admin }]);

    const stale = await rpcFailure(db, admin, "save_project", projectInput("Köprü B", { id, version: 7 }));
    expect(stale.code).toBe("PT409");
    expect((await entries()).length).toBe(1);
    expect(await rpc(db, admin, "list_revisions", "project", id)).toHaveLength(1);
  });

  it.skipIf(!open)("let nobody change or delete an audit entry: no API role, and not the table's owner", async () => {
    for (const caller of [null, claims.member, admin, server]) {
      for (const statement of [
        "update public.audit_log set label = 'değişti'",
        "delete from public.audit_log",
        "truncate public.audit_log",
        "insert into public.audit_log (action) values ('update')",
      ])
        expect(await refusedAs(db, caller, statement)).toBe("42501");
    }
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from public.audit_log");
    expect(n).toBeGreaterThan(0);
    for (const statement of ["update public.audit_log set label = 'değişti'", "delete from public.audit_log"]) {
      const error = await db.query(statement).then(
        () => null,
        (e: unknown) => e as { message: string },
      );
      expect(error?.message).toBe("audit_log_append_only");
    }
    expect((await db.query<{ n: number }>("select count(*)::int as n from public.audit_log"))[0]!.n).toBe(n);
  });

  it.skipIf(!open)("keep the scheduled job's and the auth flow's functions to the server's key", async () => {
    for (const caller of [null, claims.member, admin]) {
      expect((await rpcFailure(db, caller, "prune_audit_log", "2000-01-01T00:00:00Z")).code).toBe("42501");
      expect((await rpcFailure(db, caller, "empty_trash", "2000-01-01T00:00:00Z", 10)).code).toBe("42501");
      expect((await rpcFailure(db, caller, "purge_preview_links", "2000-01-01T00:00:00Z")).code).toBe("42501");
      expect((await rpcFailure(db, caller, "record_auth_event", "sign_in", testUsers.admin, "", "")).code).toBe(
        "42501",
      );
    }
    await rpc(db, server, "record_auth_event", "sign_in_failed", "", "biri@example.test", "invalid_credentials");
    const [failed] = await db.query<{ actor_id: string | null; label: string }>(
      "select actor_id, label from public.audit_log where action = 'sign_in_failed' order by id desc limit 1",
    );
    expect(failed).toEqual({ actor_id: null, label: "biri@example.test" });
    expect(await rpc(db, server, "prune_audit_log", "2000-01-01T00:00:00Z")).toBe(0);
    expect(await rpc(db, server, "empty_trash", "2000-01-01T00:00:00Z", 10)).toEqual({ purged: 0, images: [] });
    expect(await rpc(db, server, "purge_preview_links", "2000-01-01T00:00:00Z")).toBe(0);
  });

  it.skipIf(!open)("read to admins only", async () => {
    for (const caller of [null, claims.member, claims.fakeAdmin]) {
      for (const [fn, args] of [
        ["list_audit", []],
        ["audit_actors", []],
        ["list_trash", []],
        ["list_revisions", ["project", "m-pub"]],
      ] as const)
        expect((await rpcFailure(db, caller, fn, ...args)).code).toMatch(/^(PT403|42501)$/);
    }
    const listed = await rpc<{ items: unknown[]; total: number }>(db, admin, "list_audit");
    expect(listed.total).toBeGreaterThan(0);
  });

  it.skipIf(!open)("move a record to the trash whole, and refuse to restore it over a taken address", async () => {
    const saved = await rpc<{ record: { id: string; slug: string } }>(db, admin, "save_project", projectInput("Baraj"));
    await rpc(db, admin, "trash_record", "project", saved.record.id);
    expect(await db.query("select 1 from public.projects where id = $1", [saved.record.id])).toEqual([]);
    const [entry] = await db.query<{ id: string; item_count: number; label: string }>(
      "select id, item_count, label from public.trash_entries where record_id = $1",
      [saved.record.id],
    );
    expect(entry).toMatchObject({ item_count: 1, label: "Baraj" });
    await rpc(db, admin, "save_project", projectInput("Baraj"));
    expect(await rpcFailure(db, admin, "restore_trash", entry!.id)).toEqual({
      code: "PT409",
      message: "slug_taken",
      detail: saved.record.slug,
    });
    expect((await rpcFailure(db, claims.member, "trash_record", "project", "m-pub")).code).toBe("PT403");
    expect((await rpcFailure(db, admin, "trash_record", "project", "no-such")).code).toBe("PT404");
  });
});
