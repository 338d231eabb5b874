import { env } from "cloudflare:workers";

import { member } from "./app-support";

// One record of every kind the admin manages, under fixed ids, and the admin's URLs (read from
// the route config) filled in with them: the access and malformed-post tests walk every route.

export const secretTitle = "Gizli Taslak Başlığı";

export const fixtureIds = {
  pages: "page-fixture",
  projects: "project-fixture",
  menu: "menu-fixture",
  slider: "slide-fixture",
  "machine-park": "equipment-fixture",
  media: "media-fixture",
  messages: "00000000-0000-4000-8000-00000000f1c5",
  redirects: "redirect-fixture",
} as const;

/** Writes (or rewrites) one hidden record per section; the users section uses the member account. */
export async function seedAdminFixtures(): Promise<void> {
  const ids = fixtureIds;
  await env.DB.batch([
    env.DB.prepare("DELETE FROM pages WHERE id = ?1").bind(ids.pages),
    env.DB.prepare("DELETE FROM projects WHERE id = ?1").bind(ids.projects),
    env.DB.prepare("DELETE FROM menu_items WHERE id = ?1").bind(ids.menu),
    env.DB.prepare("DELETE FROM homepage_sliders WHERE id = ?1").bind(ids.slider),
    env.DB.prepare("DELETE FROM equipment WHERE id = ?1").bind(ids["machine-park"]),
    env.DB.prepare("DELETE FROM media_library WHERE id = ?1").bind(ids.media),
    env.DB.prepare("DELETE FROM contact_messages WHERE id = ?1").bind(ids.messages),
    env.DB.prepare("DELETE FROM redirects WHERE id = ?1").bind(ids.redirects),
    env.DB.prepare(
      "INSERT INTO redirects (id, lang_code, source_kind, source, target_path) VALUES (?1, 'tr', 'path', 'gizli-eski', '/tr/')",
    ).bind(ids.redirects),
    env.DB.prepare(
      "INSERT INTO pages (id, slug, category_id, is_published) VALUES (?1, 'gizli-taslak', 'kurumsal', 0)",
    ).bind(ids.pages),
    env.DB.prepare(
      "INSERT INTO page_translations (page_id, lang_code, title, slug) VALUES (?1, 'tr', ?2, 'gizli-taslak')",
    ).bind(ids.pages, secretTitle),
    env.DB.prepare(
      "INSERT INTO projects (id, slug, category, status) VALUES (?1, 'gizli-proje', 'altyapi', 'draft')",
    ).bind(ids.projects),
    env.DB.prepare("INSERT INTO project_translations (project_id, lang_code, title) VALUES (?1, 'tr', ?2)").bind(
      ids.projects,
      secretTitle,
    ),
    env.DB.prepare("INSERT INTO menu_items (id, path, slug) VALUES (?1, '/gizli', 'gizli')").bind(ids.menu),
    env.DB.prepare("INSERT INTO menu_item_translations (item_id, lang_code, label) VALUES (?1, 'tr', ?2)").bind(
      ids.menu,
      secretTitle,
    ),
    env.DB.prepare(
      "INSERT INTO homepage_sliders (id, button_link, order_index, is_active) VALUES (?1, '/gizli', 99, 0)",
    ).bind(ids.slider),
    env.DB.prepare("INSERT INTO slider_translations (slider_id, lang_code, title) VALUES (?1, 'tr', ?2)").bind(
      ids.slider,
      secretTitle,
    ),
    env.DB.prepare("INSERT INTO equipment (id, model_name, order_index, is_visible) VALUES (?1, 'GZL-1', 99, 0)").bind(
      ids["machine-park"],
    ),
    env.DB.prepare("INSERT INTO equipment_translations (equipment_id, lang_code, name) VALUES (?1, 'tr', ?2)").bind(
      ids["machine-park"],
      secretTitle,
    ),
    env.DB.prepare(
      `INSERT INTO media_library (id, file_name, file_path, file_type, size_kb, alt_text, caption)
       VALUES (?1, 'gizli.png', 'gizli-fixture.png', 'image/png', 1, ?2, '{}')`,
    ).bind(ids.media, JSON.stringify({ tr: secretTitle })),
    env.DB.prepare(
      `INSERT INTO contact_messages (id, name, email, message, lang, received_at)
       VALUES (?1, 'Gizli Gönderen', 'gizli@example.com', ?2, 'tr', '2026-11-01T09:00:00.000Z')`,
    ).bind(ids.messages, secretTitle),
  ]);
}

/** The admin's URL templates from the route config (vitest.config.ts passes them in). */
export function adminRouteTemplates(): string[] {
  const templates = (env as unknown as { ADMIN_ROUTES?: string[] }).ADMIN_ROUTES;
  if (!templates?.length)
    throw new Error("ADMIN_ROUTES binding missing: vitest.config.ts reads them from app/routes.ts");
  return templates;
}

async function memberId(): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(member.email).first<{ id: string }>();
  if (!row) throw new Error("provisionAccounts() first");
  return row.id;
}

/**
 * A template with its parameters filled: the section's fixture id, or `missingId` for a record
 * that does not exist. A route whose section has no fixture fails loudly, so it cannot be skipped.
 */
export async function fillTemplate(template: string, missingId?: string): Promise<string> {
  if (!template.includes(":")) return template;
  // A settings section is named, not an id: the one every test edits.
  if (template.endsWith("/:section")) return template.replace(":section", "contact");
  const section = template.split("/")[2] ?? "";
  // The settings' history has no id but a revision's number; a trash entry none stored.
  const id =
    missingId ??
    (section === "users"
      ? await memberId()
      : section === "site-settings"
        ? "1"
        : section === "trash"
          ? "no-such-entry"
          : fixtureIds[section as keyof typeof fixtureIds]);
  if (!id) throw new Error(`No fixture record for ${template}: add one to tests/app/admin-fixtures.ts`);
  return template.replace(/:[A-Za-z]+\??/g, id);
}

/** Every admin URL, filled with the fixtures. */
export async function adminPaths(): Promise<string[]> {
  return Promise.all(adminRouteTemplates().map((t) => fillTemplate(t)));
}

/** Every URL an admin form may post to: sign-in, sign-out and every admin URL, filled. */
export async function adminActionPaths(): Promise<string[]> {
  return ["/admin/login", "/admin/logout", ...(await adminPaths())];
}

/** Rows in every table the admin writes, to prove a refused request changed nothing. */
export async function storeSnapshot() {
  return env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM pages) AS pages, (SELECT COUNT(*) FROM projects) AS projects,
       (SELECT COUNT(*) FROM menu_items) AS menu, (SELECT COUNT(*) FROM homepage_sliders) AS slides,
       (SELECT COUNT(*) FROM equipment) AS equipment, (SELECT COUNT(*) FROM media_library) AS media,
       (SELECT COUNT(*) FROM site_settings) AS settings,
       (SELECT group_concat(id || ':' || state) FROM contact_messages) AS messages,
       (SELECT group_concat(id || ':' || source || ':' || COALESCE(target_path, record_id)) FROM redirects) AS redirects,
       (SELECT notify_email || ':' || retention_months || ':' || version FROM message_settings) AS messageSettings,
       (SELECT group_concat(email || ':' || role || ':' || password_hash) FROM users) AS users,
       (SELECT group_concat(updated_at) FROM (SELECT updated_at FROM pages UNION ALL SELECT updated_at FROM projects
          UNION ALL SELECT updated_at FROM menu_items UNION ALL SELECT updated_at FROM homepage_sliders
          UNION ALL SELECT updated_at FROM equipment)) AS stamps`,
  ).first();
}
