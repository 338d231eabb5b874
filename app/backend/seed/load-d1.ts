import { languages } from "~/i18n/languages";
import { activityAreaIds } from "~/lib/settings";
import { firstFreeSlug, projectSlugBase } from "~/lib/slug";
import { cleanHtml } from "../content";
import { hashPassword } from "../d1/passwords";
import { publicFileUrl } from "../files";
import type { Bucket } from "../port";
import { demoImageName, renderDemoImage } from "./images";
import type { DemoContent, DemoImageSpec } from "./types";

// Loads the demo content into an empty d1 backend: images into R2, then every row in ONE D1
// batch (a transaction), ending with a marker row. So the seed is all-or-nothing and runs once:
// a failed attempt leaves no rows and is simply tried again on the next start.

export const demoSeedMarker = "demo_seed";
export const demoSeedVersion = "1";

export async function isDemoSeeded(db: D1Database): Promise<boolean> {
  const row = await db.prepare("SELECT value FROM app_meta WHERE key = ?1").bind(demoSeedMarker).first();
  return row !== null;
}

export async function loadDemoContent(bindings: { db: D1Database; files: R2Bucket }, content: DemoContent): Promise<"seeded" | "already-seeded"> {
  const { db, files } = bindings;
  if (await isDemoSeeded(db)) return "already-seeded";

  const stored = new Map<string, string>();
  async function image(bucket: Bucket, spec: DemoImageSpec): Promise<string> {
    const key = demoImageName(spec);
    const url = publicFileUrl(bucket, key);
    if (stored.has(url)) return url;
    // Seed keys are fixed, so a retried seed finds its earlier images and leaves them be.
    if (!(await files.head(`${bucket}/${key}`))) {
      await files.put(`${bucket}/${key}`, await renderDemoImage(spec), {
        httpMetadata: { contentType: "image/png", cacheControl: "public, max-age=31536000, immutable" },
      });
    }
    stored.set(url, key);
    return url;
  }

  const statements: D1PreparedStatement[] = [];
  const add = (sql: string, ...values: unknown[]) => statements.push(db.prepare(sql).bind(...values));

  // Settings: the content's values, plus the URLs of the generated images.
  const settings: Record<string, unknown> = {
    ...content.settings,
    general: { ...content.settings.general, logoUrl: await image("media-library", content.brandImage) },
    about_summary_image_url: await image("media-library", content.aboutImage),
    client_logos: await Promise.all(
      content.clientLogos.map(async (logo) => ({ name: logo.name, altText: logo.altText, imageUrl: await image("media-library", logo.image) })),
    ),
  };
  for (const [key, value] of Object.entries(settings)) {
    add("INSERT INTO site_settings (key, value) VALUES (?1, ?2)", key, JSON.stringify(value));
  }

  for (const page of content.pages) {
    const id = `page-${page.key}`;
    add("INSERT INTO pages (id, slug, category_id, is_published) VALUES (?1, ?2, ?3, ?4)", id, page.slugs.tr, page.type, page.published ? 1 : 0);
    for (const lang of languages) {
      const t = page.translations[lang];
      add("INSERT INTO page_translations (page_id, lang_code, title, content, slug) VALUES (?1, ?2, ?3, ?4, ?5)", id, lang, t.title, cleanHtml(t.content), page.slugs[lang]);
    }
  }

  // Parents before children, so each child's parent row exists when it is inserted.
  const menuOrder = [...content.menu].sort((a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null));
  for (const item of menuOrder) {
    const id = `menu-${item.key}`;
    add(
      "INSERT INTO menu_items (id, path, slug, order_index, parent_id, is_active) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
      id,
      item.path,
      item.slug,
      item.order,
      item.parentKey === null ? null : `menu-${item.parentKey}`,
      item.active ? 1 : 0,
    );
    for (const lang of languages) {
      const t = item.translations[lang];
      add("INSERT INTO menu_item_translations (item_id, lang_code, label, description) VALUES (?1, ?2, ?3, ?4)", id, lang, t.label, t.description);
    }
  }

  // Project slugs follow the same rule as the admin's: from the Turkish title, made unique.
  const projectSlugs: string[] = [];
  for (const project of content.projects) {
    const id = `project-${project.key}`;
    const slug = firstFreeSlug(projectSlugBase(project.translations.tr.title), projectSlugs);
    projectSlugs.push(slug);
    add(
      "INSERT INTO projects (id, slug, image_url, category, status, progress, order_index) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      id,
      slug,
      await image("project-images", project.image),
      project.category,
      project.status,
      project.progress,
      project.order,
    );
    for (const lang of languages) {
      const t = project.translations[lang];
      add("INSERT INTO project_translations (project_id, lang_code, title, description, content) VALUES (?1, ?2, ?3, ?4, ?5)", id, lang, t.title, t.description, cleanHtml(t.content));
    }
  }

  for (const slide of content.slides) {
    const id = `slide-${slide.key}`;
    add(
      "INSERT INTO homepage_sliders (id, image_url, button_link, order_index, is_active) VALUES (?1, ?2, ?3, ?4, ?5)",
      id,
      await image("slider-images", slide.image),
      slide.buttonLink,
      slide.order,
      slide.active ? 1 : 0,
    );
    for (const lang of languages) {
      const t = slide.translations[lang];
      add("INSERT INTO slider_translations (slider_id, lang_code, title, description, button_text) VALUES (?1, ?2, ?3, ?4, ?5)", id, lang, t.title, t.description, t.buttonText);
    }
  }

  for (const machine of content.equipment) {
    const id = `equipment-${machine.key}`;
    add(
      "INSERT INTO equipment (id, category, model_name, order_index, is_visible, image_url) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
      id,
      machine.category,
      machine.modelName,
      machine.order,
      machine.visible ? 1 : 0,
      await image("equipment-images", machine.image),
    );
    for (const lang of languages) {
      const t = machine.translations[lang];
      add("INSERT INTO equipment_translations (equipment_id, lang_code, name, description) VALUES (?1, ?2, ?3, ?4)", id, lang, t.name, t.description);
    }
  }

  for (const [index, file] of content.media.entries()) {
    const url = await image("media-library", file.image);
    const key = stored.get(url)!;
    const object = await files.head(`media-library/${key}`);
    add(
      "INSERT INTO media_library (id, file_name, file_path, file_type, size_kb, alt_text, caption, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
      `media-${index + 1}`,
      file.fileName,
      key,
      "image/png",
      Math.round((object?.size ?? 0) / 1024),
      JSON.stringify({ en: file.fileName }),
      JSON.stringify({ en: "" }),
      new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    );
  }

  for (const user of content.users) {
    add(
      "INSERT INTO users (id, email, password_hash, role, full_name, email_confirmed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
      `user-${user.role}-${user.email.split("@")[0]}`,
      user.email,
      await hashPassword(user.password),
      user.role,
      user.fullName,
      new Date().toISOString(),
    );
  }

  add("INSERT INTO app_meta (key, value) VALUES (?1, ?2)", demoSeedMarker, demoSeedVersion);
  await db.batch(statements);
  return "seeded";
}

/** Sanity facts about demo content that the types cannot express. */
export function checkDemoContent(content: DemoContent): string[] {
  const problems: string[] = [];
  const menuKeys = new Set(content.menu.map((m) => m.key));
  for (const item of content.menu) {
    if (item.parentKey !== null && !menuKeys.has(item.parentKey)) problems.push(`menu ${item.key}: unknown parent ${item.parentKey}`);
  }
  if (menuKeys.size !== content.menu.length) problems.push("menu keys are not unique");
  const projectKeys = new Set(content.projects.map((p) => p.key));
  if (projectKeys.size !== content.projects.length) problems.push("project keys are not unique");
  for (const p of content.projects) if (!activityAreaIds.includes(p.category)) problems.push(`project ${p.key}: unknown category`);
  return problems;
}
