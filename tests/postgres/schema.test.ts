import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buckets } from "~/backend/port";
import { readDemoContent } from "~/backend/seed/demo-content";
import { acceptedImageTypes, maxUploadBytes } from "~/backend/uploads";

import { testDatabases, type TestDatabase } from "./databases";

// The supabase/ schema against Supabase's security advisor rules, plus the storage buckets and
// the profile trigger, on each database of the layer.

describe.each(testDatabases())("schema on $name", ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    if (open) db = await open();
  });
  afterAll(async () => db?.close());

  it.skipIf(!open)("has row-level security on every table of the public schema", async () => {
    const rows = await db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')",
    );
    expect(rows.length).toBe(25);
    expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
  });

  it.skipIf(!open)("gives every function of the public schema a fixed search_path", async () => {
    const rows = await db.query<{ proname: string }>(
      `select proname from pg_proc where pronamespace = 'public'::regnamespace
         and not exists (select 1 from unnest(coalesce(proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(rows).toEqual([]);
  });

  it.skipIf(!open)("has no view that runs with its owner's rights", async () => {
    const rows = await db.query<{ relname: string }>(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('v', 'm')
         and not coalesce(reloptions @> array['security_invoker=true'], false)`,
    );
    expect(rows).toEqual([]);
  });

  it.skipIf(!open)("lets anon call no SECURITY DEFINER function, and write no table", async () => {
    const definers = await db.query<{ proname: string }>(
      "select proname from pg_proc where pronamespace = 'public'::regnamespace and prosecdef and has_function_privilege('anon', oid, 'execute')",
    );
    expect(definers).toEqual([]);
    const writable = await db.query<{ relname: string }>(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
         and (has_table_privilege('anon', oid, 'insert') or has_table_privilege('anon', oid, 'update')
           or has_table_privilege('anon', oid, 'delete') or has_table_privilege('anon', oid, 'truncate'))`,
    );
    expect(writable).toEqual([]);
  });

  it.skipIf(!open)("checks updated rows too (WITH CHECK) and never trusts user_metadata", async () => {
    const policies = await db.query<{ tablename: string; cmd: string; qual: string | null; with_check: string | null }>(
      "select tablename, cmd, qual, with_check from pg_policies where schemaname in ('public', 'storage')",
    );
    expect(policies.filter((p) => p.cmd === "UPDATE" && !p.with_check)).toEqual([]);
    expect(policies.filter((p) => `${p.qual} ${p.with_check}`.includes("user_metadata"))).toEqual([]);
    // Every table has a policy for each operation it is granted for (none forgotten), except the
    // sign-in and contact attempts, which only the server's key (service_role, past RLS) may touch.
    const tables = new Set(policies.filter((p) => p.cmd === "SELECT").map((p) => p.tablename));
    const publicTables = await db.query<{ relname: string }>(
      "select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
    );
    expect([...tables].sort()).toEqual(
      [
        ...publicTables.map((t) => t.relname).filter((t) => t !== "sign_in_attempts" && t !== "contact_attempts"),
        "objects",
      ].sort(),
    );
  });

  it.skipIf(!open)("has the product's four public image buckets with the upload limit", async () => {
    const rows = await db.query<{ id: string; public: boolean; file_size_limit: number; allowed_mime_types: string[] }>(
      "select id, public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets order by id",
    );
    expect(rows).toEqual(
      [...buckets].sort().map((id) => ({
        id,
        public: true,
        file_size_limit: maxUploadBytes,
        allowed_mime_types: [...acceptedImageTypes],
      })),
    );
  });

  it.skipIf(!open)("makes a profile for each new account, its role from app_metadata only", async () => {
    await db.exec(`insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
      ('10000000-0000-4000-8000-000000000001', 'new-admin@example.test', '{"role":"admin"}', '{"full_name":"Yeni Yönetici"}'),
      ('10000000-0000-4000-8000-000000000002', 'self-made@example.test', '{}', '{"role":"admin"}')`);
    const rows = await db.query(
      "select email, full_name, role from public.user_profiles where id in ('10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002') order by email",
    );
    expect(rows).toEqual([
      { email: "new-admin@example.test", full_name: "Yeni Yönetici", role: "admin" },
      { email: "self-made@example.test", full_name: "", role: "member" },
    ]);
    // An operator setting app_metadata.role (dashboard, service role) is followed.
    await db.exec(
      `update auth.users set raw_app_meta_data = '{"role":"admin"}' where id = '10000000-0000-4000-8000-000000000002'`,
    );
    const [promoted] = await db.query(
      "select role from public.user_profiles where id = '10000000-0000-4000-8000-000000000002'",
    );
    expect(promoted).toEqual({ role: "admin" });
  });

  it.skipIf(!open)(
    "holds the demo content after seed.sql, the demo accounts signing in with their passwords",
    async () => {
      const demo = readDemoContent();
      const [counts] = await db.query(
        `select (select count(*)::int from public.pages) as pages, (select count(*)::int from public.menu_items) as menu,
              (select count(*)::int from public.projects) as projects, (select count(*)::int from public.homepage_sliders) as slides,
              (select count(*)::int from public.equipment) as equipment,
              (select count(*)::int from public.project_translations) as project_translations`,
      );
      expect(counts).toEqual({
        pages: demo.pages.length,
        menu: demo.menu.length,
        projects: demo.projects.length,
        slides: demo.slides.length,
        equipment: demo.equipment.length,
        project_translations: demo.projects.length * 4,
      });
      for (const account of demo.accounts) {
        const [row] = await db.query(
          `select p.role, u.encrypted_password = extensions.crypt($2, u.encrypted_password) as password_ok
           from auth.users u join public.user_profiles p on p.id = u.id where u.email = $1`,
          [account.email, account.password],
        );
        expect(row, account.email).toEqual({ role: account.role, password_ok: true });
      }
    },
  );
});
