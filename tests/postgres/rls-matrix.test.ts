import { describe, expect, it } from "vitest";

import { testDatabases, type Query, type TestDatabase } from "./databases";
import { callers, claims, staleAdminCallers, type Caller } from "./fixtures";
import { withFixtureDatabase } from "./support";

// The row-level security matrix: every table (and storage.objects) × every kind of caller ×
// select/insert/update/delete, run as PostgREST runs a request (role and request.jwt.claims set
// in a transaction, rolled back after each cell), compared with the table of what each may do.
//
// A cell is "<select> <i|-><u|-><d|->": select sees "all" rows, only the "public" ones (active,
// published, visible, and their translations), or "none"; i/u/d = the insert, update or delete
// of a row went through ("-" = refused, by a missing grant or by a policy). An admin's token whose
// account was demoted or whose session has ended since (staleAdminCallers) is a member's: the
// database reads the rights from the live session and role, not from the token.

type Written = Exclude<Caller, (typeof staleAdminCallers)[number]>;

const publicOnly = { anon: "public ---", member: "public ---", fakeAdmin: "public ---", admin: "all iud" };
const adminOnly = { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "all iud" };
const adminReadOnly = { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "all ---" };

const written: Record<string, Record<Written, string>> = {
  site_settings: { anon: "all ---", member: "all ---", fakeAdmin: "all ---", admin: "all iud" },
  page_categories: { anon: "all ---", member: "all ---", fakeAdmin: "all ---", admin: "all ---" },
  homepage_sliders: publicOnly,
  slider_translations: publicOnly,
  projects: publicOnly,
  project_translations: publicOnly,
  pages: publicOnly,
  page_translations: publicOnly,
  menu_items: publicOnly,
  menu_item_translations: publicOnly,
  equipment: publicOnly,
  equipment_translations: publicOnly,
  // Visitors read a library row only while a public record shows its file (20261217090000,
  // tests/postgres/public-alt-texts.test.ts); no fixture record shows one here.
  media_library: adminOnly,
  user_profiles: { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "all ---" },
  // Written by triggers only (as the owner); the page cache's key, so anyone may read it.
  content_versions: { anon: "all ---", member: "all ---", fakeAdmin: "all ---", admin: "all ---" },
  // Revisions, the trash and the audit trail: admins read them; nobody writes them through the API
  // (the history's functions and triggers do, as their owner), and no admin changes an audit entry.
  record_revisions: adminReadOnly,
  trash_entries: adminReadOnly,
  audit_log: adminReadOnly,
  history_tables: adminReadOnly,
  // Preview links: admins list them; nobody writes them through the API (the link functions do,
  // as their owner), and a visitor's link is opened by the server's key alone.
  preview_links: adminReadOnly,
  // Redirects: visitors read those that serve (a manual one, or one whose record is published);
  // nobody writes them through the API (the slug triggers and the admin's functions do).
  redirects: { anon: "public ---", member: "public ---", fakeAdmin: "public ---", admin: "all ---" },
  // The sign-in throttle's rows: the server's key alone (service_role, past RLS).
  sign_in_attempts: { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "none ---" },
  // Visitors' messages: stored only through the server's submit_contact_message, read, marked
  // (their state alone) and deleted by admins; nobody else sees one.
  contact_messages: { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "all -ud" },
  // The contact throttle's rows, as the sign-in throttle's: the server's key alone.
  contact_attempts: { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "none ---" },
  // One row, the admin's: read and saved, never added to or deleted.
  message_settings: { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "all -u-" },
  // Public buckets serve files by URL without RLS; listing them, uploading and deleting is the
  // admin's. Nobody overwrites a stored file.
  "storage.objects": { anon: "none ---", member: "none ---", fakeAdmin: "none ---", admin: "all i-d" },
};

const expected: Record<string, Record<Caller, string>> = Object.fromEntries(
  Object.entries(written).map(([table, cells]) => [
    table,
    { ...cells, ...Object.fromEntries(staleAdminCallers.map((caller) => [caller, cells.member])) } as Record<
      Caller,
      string
    >,
  ]),
);

/** Per table: which rows are public, one row's key (a public one) and a row to insert. */
interface TableCase {
  publicWhere: string;
  key: string;
  insert: string;
  touch: string;
}

const translated = (
  table: string,
  parentTable: string,
  fk: string,
  parentPublic: string,
  insertColumns: string,
  insertValues: string,
): TableCase => ({
  publicWhere: `exists (select 1 from public.${parentTable} p where p.id = ${fk} and ${parentPublic})`,
  key: `${fk} = 'm-pub' and lang_code = 'tr'`,
  insert: `insert into public.${table} (${fk}, lang_code${insertColumns}) values ('m-pub', 'en'${insertValues})`,
  touch: "updated_at",
});
const entity = (publicWhere: string, insert: string): TableCase => ({
  publicWhere,
  key: "id = 'm-pub'",
  insert,
  touch: "updated_at",
});

const cases: Record<string, TableCase> = {
  site_settings: {
    publicWhere: "true",
    key: "key = 'matrix'",
    insert: "insert into public.site_settings (key, value) values ('matrix-new', '1')",
    touch: "value",
  },
  page_categories: {
    publicWhere: "true",
    key: "id = 'media'",
    insert: "insert into public.page_categories (id, name_key) values ('m-new', 'generic')",
    touch: "updated_at",
  },
  homepage_sliders: entity("is_active", "insert into public.homepage_sliders (id) values ('m-new')"),
  slider_translations: translated("slider_translations", "homepage_sliders", "slider_id", "p.is_active", "", ""),
  projects: entity(
    "status = 'published'",
    "insert into public.projects (id, slug, category) values ('m-new', 'm-new', 'altyapi')",
  ),
  project_translations: translated(
    "project_translations",
    "projects",
    "project_id",
    "p.status = 'published'",
    ", title",
    ", 'T'",
  ),
  pages: entity(
    "is_published",
    "insert into public.pages (id, slug, category_id) values ('m-new', 'm-new', 'generic')",
  ),
  page_translations: translated(
    "page_translations",
    "pages",
    "page_id",
    "p.is_published",
    ", title, slug",
    ", 'T', 'm-pub-en'",
  ),
  // Active, beneath active parents only: a hidden item hides its subtree.
  menu_items: entity(
    "is_active and (parent_id is null or exists (select 1 from public.menu_items p where p.id = menu_items.parent_id and p.is_active))",
    "insert into public.menu_items (id, slug) values ('m-new', 'm-new')",
  ),
  menu_item_translations: translated(
    "menu_item_translations",
    "menu_items",
    "item_id",
    "p.is_active and (p.parent_id is null or exists (select 1 from public.menu_items q where q.id = p.parent_id and q.is_active))",
    ", label",
    ", 'L'",
  ),
  equipment: entity("is_visible", "insert into public.equipment (id) values ('m-new')"),
  equipment_translations: translated(
    "equipment_translations",
    "equipment",
    "equipment_id",
    "p.is_visible",
    ", name",
    ", 'N'",
  ),
  media_library: entity(
    "false",
    "insert into public.media_library (id, file_name, file_path, file_type, size_kb) values ('m-new', 'b.webp', 'matrix-b.webp', 'image/webp', 1)",
  ),
  user_profiles: {
    publicWhere: "false",
    key: "id = '00000000-0000-4000-8000-00000000000b'",
    insert:
      "insert into public.user_profiles (id, email) values ('00000000-0000-4000-8000-00000000000d', 'x@example.test')",
    touch: "updated_at",
  },
  content_versions: {
    publicWhere: "true",
    key: "id",
    insert: "insert into public.content_versions (id, value) values (true, 9)",
    touch: "value",
  },
  record_revisions: {
    publicWhere: "false",
    key: "record_type = 'project' and record_id = 'm-pub'",
    insert:
      "insert into public.record_revisions (record_type, record_id, revision, action, snapshot) values ('project', 'm-new', 1, 'create', '{}')",
    touch: "actor_email",
  },
  trash_entries: {
    publicWhere: "false",
    key: "id = 'm-trash'",
    insert:
      "insert into public.trash_entries (id, record_type, record_id, snapshot) values ('m-new', 'project', 'm-new', '[]')",
    touch: "label",
  },
  audit_log: {
    publicWhere: "false",
    key: "record_type = 'project' and record_id = 'm-pub'",
    insert: "insert into public.audit_log (action) values ('update')",
    touch: "label",
  },
  history_tables: {
    publicWhere: "false",
    key: "kind = 'page'",
    insert:
      "insert into public.history_tables values ('m-new', 'm_new', 'm_new_texts', 'm_id', 'title', null, 'm_new')",
    touch: "label",
  },
  preview_links: {
    publicWhere: "false",
    key: "id = 'm-preview-link-0000000001'",
    insert:
      "insert into public.preview_links (id, record_type, record_id, fields, expires_at) values ('m-preview-link-0000000002', 'page', 'm-pub', '{}', now())",
    touch: "revoked_at",
  },
  redirects: {
    publicWhere:
      "source_kind = 'path' or exists (select 1 from public.pages p where p.id = record_id and p.is_published) or exists (select 1 from public.projects p where p.id = record_id and p.status = 'published')",
    key: "id = 'm-pub'",
    insert:
      "insert into public.redirects (lang_code, source_kind, source, target_path) values ('en', 'path', 'm-new', '/en/')",
    touch: "created_by_email",
  },
  sign_in_attempts: {
    publicWhere: "false",
    key: "email = 'matrix@example.test'",
    insert: "insert into public.sign_in_attempts (email, address) values ('x@example.test', '192.0.2.2')",
    touch: "attempted_at",
  },
  contact_messages: {
    publicWhere: "false",
    key: "email = 'matrix@example.test'",
    insert:
      "insert into public.contact_messages (name, email, message, lang) values ('Y', 'new@example.test', 'Merhaba', 'tr')",
    touch: "state",
  },
  contact_attempts: {
    publicWhere: "false",
    key: "address = '192.0.2.1'",
    insert: "insert into public.contact_attempts (address) values ('192.0.2.2')",
    touch: "attempted_at",
  },
  message_settings: {
    publicWhere: "false",
    key: "id",
    insert: "insert into public.message_settings (id) values (false)",
    touch: "retention_months",
  },
  "storage.objects": {
    publicWhere: "false",
    key: "bucket_id = 'project-images' and name = 'matrix-a.webp'",
    insert: "insert into storage.objects (bucket_id, name) values ('project-images', 'matrix-new.webp')",
    touch: "metadata",
  },
};

const qualified = (table: string) => (table.includes(".") ? table : `public.${table}`);

/** Whether a write went through: rows changed; refused = no rows, or a privilege/policy error. */
async function wrote(query: Query, statement: string): Promise<boolean> {
  try {
    const rows = await query(`with changed as (${statement} returning 1) select count(*)::int as n from changed`);
    return (rows[0] as { n: number }).n > 0;
  } catch (error) {
    if ((error as { code?: string }).code === "42501") return false;
    throw error;
  }
}

async function cell(
  db: TestDatabase,
  table: string,
  caller: Caller,
  counts: { total: number; public: number },
): Promise<string> {
  const c = cases[table]!;
  const name = qualified(table);
  const run = <T>(work: (q: Query) => Promise<T>) => db.as(claims[caller], work, { rollback: true });
  const visible = await run(async (q) => {
    try {
      return ((await q(`select count(*)::int as n from ${name}`))[0] as { n: number }).n;
    } catch (error) {
      if ((error as { code?: string }).code === "42501") return 0;
      throw error;
    }
  });
  const select =
    visible === counts.total && visible > 0
      ? "all"
      : visible === 0
        ? "none"
        : visible === counts.public
          ? "public"
          : `${visible} of ${counts.total}`;
  const insert = await run((q) => wrote(q, c.insert));
  const update = await run((q) => wrote(q, `update ${name} set ${c.touch} = ${c.touch} where ${c.key}`));
  const remove = await run((q) => wrote(q, `delete from ${name} where ${c.key}`));
  return `${select} ${insert ? "i" : "-"}${update ? "u" : "-"}${remove ? "d" : "-"}`;
}

describe.each(testDatabases())("row-level security matrix on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  it.skipIf(!open)("covers every table of the public schema", async () => {
    const tables = await db.query<{ relname: string }>(
      "select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
    );
    expect(tables.map((t) => t.relname).sort()).toEqual(
      Object.keys(expected)
        .filter((t) => !t.includes("."))
        .sort(),
    );
  });

  it.skipIf(!open)("every cell is what the table says", async () => {
    const actual: Record<string, Record<Caller, string>> = {};
    const fixtureGaps: string[] = [];
    for (const table of Object.keys(expected)) {
      const c = cases[table]!;
      const [counts] = await db.query<{ total: number; public: number }>(
        `select count(*)::int as total, (count(*) filter (where ${c.publicWhere}))::int as public from ${qualified(table)}`,
      );
      // The fixture makes "all" and "public" tell apart: rows of both kinds where both exist.
      const partlyPublic = c.publicWhere !== "true" && c.publicWhere !== "false";
      if (counts!.total === 0 || (partlyPublic && (counts!.public === 0 || counts!.public === counts!.total)))
        fixtureGaps.push(table);
      actual[table] = {} as Record<Caller, string>;
      for (const caller of callers) actual[table][caller] = await cell(db, table, caller, counts!);
    }
    expect(fixtureGaps).toEqual([]);
    expect(actual).toEqual(expected);
  });
});
