import type { Claims } from "./databases";

// Accounts and rows the Postgres layer's tests add on top of the seed: one account per kind of
// caller, and per content table one row a visitor may see and one they may not.

export const testUsers = {
  admin: "00000000-0000-4000-8000-00000000000a",
  member: "00000000-0000-4000-8000-00000000000b",
  /** A member who wrote role=admin into their own user_metadata (which users can edit). */
  fakeAdmin: "00000000-0000-4000-8000-00000000000c",
  /** An account whose profile row is missing (so inserting one is possible at all). */
  orphan: "00000000-0000-4000-8000-00000000000d",
  secondAdmin: "00000000-0000-4000-8000-00000000000e",
  /** Demoted to member since their token was issued: the token still says admin, their session lives. */
  demoted: "00000000-0000-4000-8000-00000000000f",
  /** Still an admin, but the token's session has ended (signed out everywhere, password changed). */
  signedOut: "00000000-0000-4000-8000-000000000010",
} as const;

export type Caller = "anon" | "member" | "fakeAdmin" | "demoted" | "signedOut" | "admin";
export const callers: Caller[] = ["anon", "member", "fakeAdmin", "demoted", "signedOut", "admin"];
/** The tokens that were an admin's and are no longer: refused as a member's are. */
export const staleAdminCallers = ["demoted", "signedOut"] as const satisfies Caller[];

/**
 * Each account's one Auth session (auth.sessions, made by fixtureSql): GoTrue names it in every
 * access token (session_id), and the database honours admin rights only while it exists.
 */
export const testSessions: Record<keyof typeof testUsers, string> = {
  admin: "00000000-0000-4000-8000-0000000000a1",
  member: "00000000-0000-4000-8000-0000000000b1",
  fakeAdmin: "00000000-0000-4000-8000-0000000000c1",
  orphan: "00000000-0000-4000-8000-0000000000d1",
  secondAdmin: "00000000-0000-4000-8000-0000000000e1",
  demoted: "00000000-0000-4000-8000-0000000000f1",
  /** Named by the token, but not in auth.sessions: ended. */
  signedOut: "00000000-0000-4000-8000-000000000101",
};
/** The accounts whose session fixtureSql leaves out (it has ended). */
const endedSessions: Array<keyof typeof testUsers> = ["signedOut"];

const sessionOf = (sub: string) =>
  testSessions[(Object.keys(testUsers) as Array<keyof typeof testUsers>).find((k) => testUsers[k] === sub)!];

/** The claims of an access token GoTrue issued to `sub` for its session (session_id). */
export const claimsFor = (
  sub: string,
  appRole: string,
  userMetadata: Record<string, unknown> = {},
  sessionId: string = sessionOf(sub),
): Claims => ({
  sub,
  session_id: sessionId,
  role: "authenticated",
  aud: "authenticated",
  email: `${sub}@example.test`,
  app_metadata: { provider: "email", providers: ["email"], role: appRole },
  user_metadata: userMetadata,
});

/** The request claims of each caller; null is a request with the anon key only. */
export const claims: Record<Caller, Claims | null> = {
  anon: null,
  member: claimsFor(testUsers.member, "member"),
  fakeAdmin: claimsFor(testUsers.fakeAdmin, "member", { role: "admin" }),
  demoted: claimsFor(testUsers.demoted, "admin"),
  signedOut: claimsFor(testUsers.signedOut, "admin"),
  admin: claimsFor(testUsers.admin, "admin"),
};
export const secondAdminClaims = claimsFor(testUsers.secondAdmin, "admin");

/** Run as the superuser once per database, before the tests. */
export const fixtureSql = `
insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at) values
  ('${testUsers.admin}', 'authenticated', 'authenticated', 'matrix-admin@example.test', '{"role":"admin"}', '{"full_name":"Matrix Admin"}', now(), now()),
  ('${testUsers.member}', 'authenticated', 'authenticated', 'matrix-member@example.test', '{"role":"member"}', '{}', now(), now()),
  ('${testUsers.fakeAdmin}', 'authenticated', 'authenticated', 'matrix-fake@example.test', '{"role":"member"}', '{"role":"admin"}', now(), now()),
  ('${testUsers.orphan}', 'authenticated', 'authenticated', 'matrix-orphan@example.test', '{}', '{}', now(), now()),
  ('${testUsers.secondAdmin}', 'authenticated', 'authenticated', 'matrix-admin2@example.test', '{"role":"admin"}', '{}', now(), now()),
  ('${testUsers.demoted}', 'authenticated', 'authenticated', 'matrix-demoted@example.test', '{"role":"member"}', '{}', now(), now()),
  ('${testUsers.signedOut}', 'authenticated', 'authenticated', 'matrix-signed-out@example.test', '{"role":"admin"}', '{}', now(), now());
delete from public.user_profiles where id = '${testUsers.orphan}';
insert into auth.sessions (id, user_id, created_at, updated_at)
  select s.id::uuid, s.user_id::uuid, now(), now() from (values ${(
    Object.keys(testUsers) as Array<keyof typeof testUsers>
  )
    .filter((k) => !endedSessions.includes(k))
    .map((k) => `('${testSessions[k]}', '${testUsers[k]}')`)
    .join(", ")}) as s(id, user_id);

insert into public.site_settings (key, value) values ('matrix', '"x"');
insert into public.homepage_sliders (id, is_active) values ('m-pub', true), ('m-hid', false);
insert into public.slider_translations (slider_id, lang_code) values ('m-pub', 'tr'), ('m-hid', 'tr');
insert into public.projects (id, slug, category, status) values ('m-pub', 'm-pub', 'altyapi', 'published'), ('m-hid', 'm-hid', 'altyapi', 'draft');
insert into public.project_translations (project_id, lang_code, title) values ('m-pub', 'tr', 'P'), ('m-hid', 'tr', 'H');
insert into public.pages (id, slug, category_id, is_published) values ('m-pub', 'm-pub', 'generic', true), ('m-hid', 'm-hid', 'generic', false);
insert into public.page_translations (page_id, lang_code, title, slug) values ('m-pub', 'tr', 'P', 'm-pub'), ('m-hid', 'tr', 'H', 'm-hid');
insert into public.menu_items (id, slug, path, is_active) values ('m-pub', 'm-pub', '/kurumsal/m-pub?x#y', true), ('m-hid', 'm-hid', '/kurumsal/m-hid', false);
-- Active, but beneath a hidden item.
insert into public.menu_items (id, slug, path, is_active, parent_id) values ('m-hid-child', 'm-hid-child', '/kurumsal/m-hid-child', true, 'm-hid');
insert into public.menu_item_translations (item_id, lang_code, label) values ('m-pub', 'tr', 'P'), ('m-hid', 'tr', 'H'), ('m-hid-child', 'tr', 'C');
insert into public.equipment (id, is_visible) values ('m-pub', true), ('m-hid', false);
insert into public.equipment_translations (equipment_id, lang_code, name) values ('m-pub', 'tr', 'P'), ('m-hid', 'tr', 'H');
insert into public.media_library (id, file_name, file_path, file_type, size_kb) values ('m-pub', 'a.webp', 'matrix-a.webp', 'image/webp', 1);
insert into public.sign_in_attempts (email, address) values ('matrix@example.test', '192.0.2.1');
insert into public.trash_entries (id, record_type, record_id, label, snapshot) values ('m-trash', 'project', 'm-gone', 'G', '[]');
insert into public.preview_links (id, record_type, record_id, fields, expires_at) values ('m-preview-link-0000000001', 'project', 'm-pub', '{}', now() + interval '7 days');
insert into public.redirects (id, lang_code, source_kind, source, target_path) values ('m-pub', 'tr', 'path', 'm-old', '/tr/');
insert into public.redirects (id, lang_code, source_kind, source, record_id) values ('m-hid', 'tr', 'page', 'm-hid-old', 'm-hid');
insert into public.contact_messages (name, email, message, lang) values ('Matrix', 'matrix@example.test', 'Merhaba', 'tr');
insert into public.contact_attempts (address) values ('192.0.2.1');
insert into storage.objects (bucket_id, name) select b, 'matrix-a.webp'
  from unnest(array['slider-images', 'project-images', 'equipment-images', 'media-library']) b;
`;
