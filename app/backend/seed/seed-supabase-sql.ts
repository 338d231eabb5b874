import { languages } from "~/i18n/languages";
import { firstFreeSlug, projectSlugBase } from "~/lib/slug";

import { cleanHtml } from "../content";
import type { Bucket } from "../port";
import {
  equipmentInputSchema,
  menuItemInputSchema,
  pageInputSchema,
  projectInputSchema,
  slideInputSchema,
} from "../schemas";
import type { DemoContent } from "./demo-schema";
import { accountsSql } from "./seed-supabase-accounts";
import { demoImageKey, demoImageUrl, settingsAndMediaSql, type DemoImageUse } from "./seed-supabase-media";
import { bool, createdAt, insert, nullable, text, translationRows } from "./sql-values";

// supabase/seed.sql, made from the one demo content source (demo-content/) by
// scripts/supabase-seed.mjs; tests/unit/supabase-seed.test.ts fails when the committed file is
// stale. Each record passes the port's own input schemas and content rules (HTML cleaned,
// project slugs made from the Turkish title), so it holds what the port would have stored. Ids are
// made from the demo keys so the output is the same on every run.

export function supabaseSeedSql(
  content: DemoContent,
  imageSize: (fileName: string) => number,
): { sql: string; images: DemoImageUse[] } {
  const images: DemoImageUse[] = [];
  const image = (bucket: Bucket, fileName: string) => {
    if (!images.some((i) => i.bucket === bucket && i.fileName === fileName)) images.push({ bucket, fileName });
    return demoImageUrl(bucket, fileName);
  };
  const parts: string[] = [header];

  parts.push(accountsSql(content));
  parts.push(settingsAndMediaSql(content, image, imageSize));

  const pages = content.pages.map((page) =>
    pageInputSchema.parse({
      slug: page.slugs.tr,
      categoryId: page.type,
      isPublished: page.published,
      translations: Object.fromEntries(
        languages.map((lang) => [lang, { ...page.translations[lang], slug: page.slugs[lang] }]),
      ),
    }),
  );
  parts.push(
    insert(
      "public.pages",
      ["id", "slug", "category_id", "is_published", "created_at"],
      pages.map((p, i) => [
        text(`page-${content.pages[i]!.key}`),
        text(p.slug),
        text(p.categoryId),
        bool(p.isPublished),
        createdAt(i),
      ]),
    ),
    insert(
      "public.page_translations",
      ["page_id", "lang_code", "title", "content", "slug"],
      pages.flatMap((p, i) =>
        translationRows(`page-${content.pages[i]!.key}`, (lang) => {
          const t = p.translations[lang];
          return [text(t.title), text(cleanHtml(t.content)), text(t.slug || p.slug)];
        }),
      ),
    ),
  );

  const menu = content.menu.map((item) =>
    menuItemInputSchema.parse({
      path: item.path,
      slug: item.slug,
      orderIndex: item.order,
      parentId: item.parentKey === null ? null : `menu-${item.parentKey}`,
      isActive: item.active,
      translations: item.translations,
    }),
  );
  // Parents first, so every parent_id refers to a row already there.
  const menuOrder = parentsFirst(
    content.menu.map((m) => m.key),
    (key) => content.menu.find((m) => m.key === key)!.parentKey,
  );
  parts.push(
    insert(
      "public.menu_items",
      ["id", "path", "slug", "order_index", "parent_id", "is_active", "created_at"],
      menuOrder.map((index, n) => {
        const m = menu[index]!;
        return [
          text(`menu-${content.menu[index]!.key}`),
          text(m.path),
          text(m.slug),
          String(m.orderIndex),
          nullable(m.parentId),
          bool(m.isActive),
          createdAt(n),
        ];
      }),
    ),
    insert(
      "public.menu_item_translations",
      ["item_id", "lang_code", "label", "description"],
      menu.flatMap((m, i) =>
        translationRows(`menu-${content.menu[i]!.key}`, (lang) => [
          text(m.translations[lang].label),
          text(m.translations[lang].description),
        ]),
      ),
    ),
  );

  const taken: string[] = [];
  const projects = content.projects.map((project) => {
    const data = projectInputSchema.parse({
      category: project.category,
      status: project.status,
      progress: project.progress,
      orderIndex: project.order,
      translations: project.translations,
    });
    const slug = firstFreeSlug(projectSlugBase(data.translations.tr.title), taken);
    taken.push(slug);
    return { key: project.key, slug, data, imageUrl: image("project-images", project.image) };
  });
  parts.push(
    insert(
      "public.projects",
      ["id", "slug", "image_url", "category", "status", "progress", "order_index", "created_at"],
      projects.map((p, i) => [
        text(`project-${p.key}`),
        text(p.slug),
        text(p.imageUrl),
        text(p.data.category),
        text(p.data.status),
        text(p.data.progress),
        String(p.data.orderIndex),
        createdAt(i),
      ]),
    ),
    insert(
      "public.project_translations",
      ["project_id", "lang_code", "title", "description", "content"],
      projects.flatMap((p) =>
        translationRows(`project-${p.key}`, (lang) => {
          const t = p.data.translations[lang];
          return [text(t.title), text(t.description), text(cleanHtml(t.content))];
        }),
      ),
    ),
  );

  const slides = content.slides.map((slide) => ({
    key: slide.key,
    imageUrl: image("slider-images", slide.image),
    data: slideInputSchema.parse({
      buttonLink: slide.buttonLink,
      orderIndex: slide.order,
      isActive: slide.active,
      translations: slide.translations,
    }),
  }));
  parts.push(
    insert(
      "public.homepage_sliders",
      ["id", "image_url", "button_link", "order_index", "is_active", "created_at"],
      slides.map((s, i) => [
        text(`slide-${s.key}`),
        text(s.imageUrl),
        text(s.data.buttonLink),
        String(s.data.orderIndex),
        bool(s.data.isActive),
        createdAt(i),
      ]),
    ),
    insert(
      "public.slider_translations",
      ["slider_id", "lang_code", "title", "description", "button_text"],
      slides.flatMap((s) =>
        translationRows(`slide-${s.key}`, (lang) => {
          const t = s.data.translations[lang];
          return [text(t.title), text(t.description), text(t.buttonText)];
        }),
      ),
    ),
  );

  const machines = content.equipment.map((e) => ({
    key: e.key,
    imageUrl: image("equipment-images", e.image),
    data: equipmentInputSchema.parse({
      modelName: e.modelName,
      orderIndex: e.order,
      isVisible: e.visible,
      translations: e.translations,
    }),
  }));
  parts.push(
    insert(
      "public.equipment",
      ["id", "model_name", "order_index", "is_visible", "image_url", "created_at"],
      machines.map((m, i) => [
        text(`equipment-${m.key}`),
        text(m.data.modelName),
        String(m.data.orderIndex),
        bool(m.data.isVisible),
        text(m.imageUrl),
        createdAt(i),
      ]),
    ),
    insert(
      "public.equipment_translations",
      ["equipment_id", "lang_code", "name", "category", "description"],
      machines.flatMap((m) =>
        translationRows(`equipment-${m.key}`, (lang) => [
          text(m.data.translations[lang].name),
          text(m.data.translations[lang].category),
          text(m.data.translations[lang].description),
        ]),
      ),
    ),
  );

  const uploads = images
    .map((i) => `--   ${i.bucket}/${demoImageKey(i.fileName)}  <-  demo-content/images/${i.fileName}`)
    .join("\n");
  parts.splice(1, 0, `-- The images these rows point at (bucket/key <- file), ${images.length} in all:\n${uploads}\n`);
  return { sql: parts.filter(Boolean).join("\n"), images };
}

const header = `-- GENERATED by \`npm run supabase:seed\` (scripts/supabase-seed.mjs) from demo-content/: do not edit.
-- tests/unit/supabase-seed.test.ts fails when this file is stale.
--
-- LOCAL DEMO ONLY. \`supabase start\` and \`supabase db reset\` run it on the local stack
-- (config.toml [db.seed]); \`supabase db push\` does not, unless given --include-seed: never
-- give it that flag. It creates demo accounts with published passwords
-- (demo-content/accounts.json): NEVER run it against a production project.
-- The image URLs point at the local stack's Storage; the image files themselves are uploaded
-- separately (docs/decisions/019-supabase-schema-and-postgres-tests.md).
`;

/** Indexes of `keys` ordered so that every parent comes before its children. */
function parentsFirst(keys: string[], parentOf: (key: string) => string | null): number[] {
  const placed = new Set<string>();
  const order: number[] = [];
  while (order.length < keys.length) {
    const before = order.length;
    keys.forEach((key, i) => {
      const parent = parentOf(key);
      if (!placed.has(key) && (parent === null || placed.has(parent))) {
        placed.add(key);
        order.push(i);
      }
    });
    if (order.length === before) throw new Error("demo-content/menu.json: some items have no reachable parent");
  }
  return order;
}
