import { describe, expect, it } from "vitest";

import { testDatabases, type Claims, type TestDatabase } from "./databases";
import { claims, claimsFor, secondAdminClaims, testSessions, testUsers } from "./fixtures";
import { rpc, rpcFailure, rpcRolledBack, withFixtureDatabase } from "./support";

// Admin rights come from live state (supabase/migrations/20261205100000_live_admin_rights.sql):
// an access token is an admin's only while its session (session_id) still exists and its account
// is an admin now. A token issued before a demotion, a "sign out everywhere" or a password change
// keeps its claims until it expires; the database refuses it anyway, in every admin function (the
// writes and the admin's reads). Direct table writes under such tokens are the RLS matrix's
// (rls-matrix.test.ts, its demoted and signedOut callers). Calls run as PostgREST runs them.

/**
 * Every function a signed-in account may execute and a visitor may not, with arguments an admin's
 * call would get past the admin check with. The test fails on one missing here.
 */
const adminCalls: Record<string, unknown[]> = {
  list_slides: [null],
  save_slide: [{ orderIndex: 0, translations: {} }],
  delete_slide: ["m-pub"],
  reorder_slides: [["m-pub", "m-hid"]],
  list_projects: [null, 0, 10, null],
  save_project: [{ category: "altyapi", slugBase: "yetki", reservedSlugs: [], translations: {} }],
  delete_project: ["m-pub"],
  project_ids_matching: ["%"],
  list_equipment: [null],
  save_equipment: [{ translations: {} }],
  delete_equipment: ["m-pub"],
  list_pages: [null, 0, 10, null],
  list_page_categories: [],
  save_page: [{ slug: "yetki", categoryId: "generic", translations: {} }],
  delete_page: ["m-pub"],
  page_ids_matching: ["%"],
  list_menu_items: [null],
  save_menu_item: [{ path: "/x", slug: "x", translations: {} }],
  delete_menu_item: ["m-pub"],
  reorder_menu: [[{ id: "m-pub", parentId: null, orderIndex: 0 }]],
  save_settings_at: [{ companyName: "Ele geçirildi" }, 1],
  list_media: [null, 0, 10, null],
  media_ids_matching: ["%"],
  add_media: [[{ fileName: "x.webp", filePath: "yetki-x.webp", fileType: "image/webp", sizeKb: 1 }]],
  update_media_text: ["m-pub", {}, {}, null],
  update_media_alt_texts: [[{ id: "m-pub", altText: {} }]],
  media_uses: ["matrix-a.webp"],
  delete_media: ["matrix-a.webp"],
  list_users: [null, 0, 10, null],
  set_user_role: [testUsers.member, "admin"],
  admin_counts: [],
  // Revisions, the trash and the audit trail (issue 36).
  list_revisions: ["page", "m-pub"],
  get_revision: ["page", "m-pub", 1],
  restore_revision: ["page", "m-pub", 1, {}],
  trash_record: ["page", "m-pub"],
  list_trash: [null, 0, 10],
  get_trash: ["m-trash"],
  restore_trash: ["m-trash"],
  purge_trash: ["m-trash"],
  list_audit: [null, null, null, null, 0, 10],
  audit_actors: [],
  // The contact messages' inbox (issue 38).
  list_contact_messages: ["unread", 0, 10, null],
  unread_contact_messages: [],
  open_contact_message: ["00000000-0000-4000-8000-000000000000"],
  set_contact_message_state: ["00000000-0000-4000-8000-000000000000", "read"],
  delete_contact_message: ["00000000-0000-4000-8000-000000000000"],
  message_settings_read: [],
  save_message_settings: ["", 12, 1],
  // Preview links (issue 36, decision 058).
  create_preview_link: ["m-preview-link-0000000009", "project", "m-pub", {}, 7],
  list_preview_links: ["project", "m-pub"],
  revoke_preview_link: ["m-preview-link-0000000001"],
  // Redirects (issue 37, decision 059).
  list_redirects: [null, 0, 10, null],
  get_redirect: ["m-pub"],
  create_redirect: ["en", "rights/old", "/en/"],
  delete_redirect: ["m-pub"],
};

/**
 * What the admin's functions call in turn (or policies do), harmless on their own: each reads
 * through row-level security or computes from its arguments.
 */
const helpers = [
  "is_admin",
  "is_safe_link_url",
  "is_safe_web_url",
  "setting_urls_are_safe",
  "require_admin",
  "check_version",
  "search_fold",
  "search_pattern",
  "media_json",
  "media_records",
  "user_json",
  "menu_item_within",
  "trash_entry_json",
  "contact_message_json",
  "contact_message_id",
  "preview_link_json",
];

describe.each(testDatabases())("admin rights from live state on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  /** A fresh admin account with one session, and the claims of the access token issued for it. */
  async function freshAdmin(label: string, session: { notAfter?: string } = {}) {
    const [{ id }] = (await db.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{"role":"admin"}', '{}', now(), now()) returning id::text`,
      [`${label}-${Math.random().toString(36).slice(2, 8)}@example.test`],
    )) as [{ id: string }];
    const [{ sessionId }] = (await db.query<{ sessionId: string }>(
      `insert into auth.sessions (id, user_id, created_at, not_after) values (gen_random_uuid(), $1, now(), $2::timestamptz)
       returning id::text as "sessionId"`,
      [id, session.notAfter ?? null],
    )) as [{ sessionId: string }];
    return { id, sessionId, claims: claimsFor(id, "admin", {}, sessionId) };
  }

  /** Every admin call under `who`: the code of each refusal (none = it went through), rolled back. */
  async function refusals(who: Claims | null): Promise<Record<string, string | null>> {
    const codes: Record<string, string | null> = {};
    for (const [name, args] of Object.entries(adminCalls))
      codes[name] = (await rpcRolledBack(db, who, name, ...args))?.code ?? null;
    return codes;
  }
  const everyCall = (code: string) => Object.fromEntries(Object.keys(adminCalls).map((name) => [name, code]));

  it.skipIf(!open)("knows every function a signed-in account may call and a visitor may not", async () => {
    const rows = await db.query<{ proname: string }>(
      `select distinct proname from pg_proc where pronamespace = 'public'::regnamespace
         and has_function_privilege('authenticated', oid, 'execute') and not has_function_privilege('anon', oid, 'execute')
       order by proname`,
    );
    expect(rows.map((r) => r.proname)).toEqual([...Object.keys(adminCalls), ...helpers].sort());
  });

  it.skipIf(!open)("let a live admin past the admin check of every function", async () => {
    const codes = await refusals(claims.admin);
    expect(Object.entries(codes).filter(([, code]) => code === "PT403" || code === "42501")).toEqual([]);
  });

  it.skipIf(!open)("refuse a visitor, a member and a member with an admin user_metadata", async () => {
    expect(await refusals(null)).toEqual(everyCall("42501"));
    expect(await refusals(claims.member)).toEqual(everyCall("PT403"));
    expect(await refusals(claims.fakeAdmin)).toEqual(everyCall("PT403"));
  });

  it.skipIf(!open)(
    "refuse an admin's old token once the account is demoted or the session has ended, in every function",
    async () => {
      // The token says admin; the account is a member now (an operator changed app_metadata).
      expect(await refusals(claims.demoted)).toEqual(everyCall("PT403"));
      // The token says admin and the account is one; its session is gone.
      expect(await refusals(claims.signedOut)).toEqual(everyCall("PT403"));
      // A token without a session claim (not one GoTrue issues), or naming another account's session.
      const { session_id: _none, ...sessionless } = claims.admin!;
      expect(await refusals(sessionless as Claims)).toEqual(everyCall("PT403"));
      expect(await refusals(claimsFor(testUsers.admin, "admin", {}, testSessions.member))).toEqual(everyCall("PT403"));
      // A session past its time-box (not_after).
      const boxed = await freshAdmin("boxed", { notAfter: "2000-01-01T00:00:00Z" });
      expect(await refusals(boxed.claims)).toEqual(everyCall("PT403"));
    },
  );

  it.skipIf(!open)("take a demotion, a banned account and an ended session at the next call", async () => {
    const demoted = await freshAdmin("demoted");
    expect(await rpcRolledBack(db, demoted.claims, "list_users", null, 0, 10, null)).toBeNull();
    await rpc(db, claims.admin, "set_user_role", demoted.id, "member");
    expect(await rpcRolledBack(db, demoted.claims, "list_users", null, 0, 10, null)).toMatchObject({ code: "PT403" });
    // Their old token cannot make them admin again, nor anyone else.
    expect(await rpcFailure(db, demoted.claims, "set_user_role", demoted.id, "admin")).toMatchObject({
      code: "PT403",
    });
    expect(await rpcFailure(db, demoted.claims, "set_user_role", testUsers.member, "admin")).toMatchObject({
      code: "PT403",
    });
    const [role] = await db.query("select role from public.user_profiles where id = $1", [demoted.id]);
    expect(role).toEqual({ role: "member" });

    const signedOut = await freshAdmin("signed-out");
    expect(await rpcRolledBack(db, signedOut.claims, "admin_counts")).toBeNull();
    // Sign out everywhere and a password change delete the account's sessions (GoTrue).
    await db.query("delete from auth.sessions where user_id = $1", [signedOut.id]);
    expect(await rpcRolledBack(db, signedOut.claims, "admin_counts")).toMatchObject({ code: "PT403" });

    const banned = await freshAdmin("banned");
    await db.query("update auth.users set banned_until = now() + interval '1 day' where id = $1", [banned.id]);
    expect(await rpcRolledBack(db, banned.claims, "admin_counts")).toMatchObject({ code: "PT403" });
  });

  it.skipIf(!open)("refuse a change of one's own role to everyone, changing nothing", async () => {
    const roles = async () =>
      await db.query("select id::text, role from public.user_profiles where id = any($1::uuid[]) order by id", [
        Object.values(testUsers),
      ]);
    const before = await roles();
    for (const [who, id] of [
      [claims.admin, testUsers.admin],
      [secondAdminClaims, testUsers.secondAdmin],
    ] as const)
      for (const role of ["member", "admin"])
        expect(await rpcFailure(db, who, "set_user_role", id, role)).toMatchObject({
          code: "PT422",
          message: "own_role",
        });
    for (const [who, id] of [
      [claims.member, testUsers.member],
      [claims.fakeAdmin, testUsers.fakeAdmin],
      [claims.demoted, testUsers.demoted],
      [claims.signedOut, testUsers.signedOut],
    ] as const)
      expect(await rpcFailure(db, who, "set_user_role", id, "admin")).toMatchObject({ code: "PT403" });
    expect(await rpcFailure(db, null, "set_user_role", testUsers.member, "admin")).toMatchObject({ code: "42501" });
    expect(await roles()).toEqual(before);
  });
});
