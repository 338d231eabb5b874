import { languages } from "~/i18n/languages";
import { CookieJar } from "~/lib/cookies.server";

import { provisionD1User } from "../d1/auth";
import { createD1Backend, type D1Bindings } from "../d1/index";
import type { Backend, ImageChange, MediaFile } from "../port";
import { readDemoContent } from "./demo-content";
import type { DemoAccount, DemoContent, DemoMenuItem, DemoPage } from "./demo-schema";

// Loads the demo content into an empty local d1 database, in a Worker of its own that
// scripts/prepare-local.mjs starts (seed-worker.ts); the app's Worker never imports it.
// Everything is saved through the backend port as the demo admin, so the seed passes the same
// rules as the admin's forms: HTML cleaned, slugs made, uploads checked by their bytes and stored
// under fresh keys.
//
// "Empty" means no accounts and no content. The seed marks the database when it starts and when
// it is done (app_meta), so a seed that failed half-way is recognised on the next start and the
// developer is told to reset (npm run db:reset) rather than left with half the demo content.

export type ReadImage = (fileName: string) => Promise<Uint8Array>;
export type SeedOutcome = "seeded" | "already-seeded" | "not-empty";

const marker = "demo_seed";
const contentTables = [
  "users",
  "site_settings",
  "pages",
  "menu_items",
  "projects",
  "homepage_sliders",
  "equipment",
  "media_library",
] as const;

export class UnfinishedSeedError extends Error {
  constructor() {
    super(
      "An earlier demo seed did not finish, so the local database holds only part of the demo content. Start again with: npm run db:reset",
    );
    this.name = "UnfinishedSeedError";
  }
}

export async function seedDemoContent(
  bindings: D1Bindings,
  content: DemoContent,
  readImage: ReadImage,
): Promise<SeedOutcome> {
  const { db } = bindings;
  const state = await db.prepare("SELECT value FROM app_meta WHERE key = ?1").bind(marker).first<{ value: string }>();
  if (state?.value === "started") throw new UnfinishedSeedError();
  // "done", or the Worker-side seed's "1" in a database from before decision 010.
  if (state) return "already-seeded";
  if (!(await isEmpty(db))) return "not-empty";

  await db.prepare("INSERT INTO app_meta (key, value) VALUES (?1, 'started')").bind(marker).run();
  await Promise.all(content.accounts.map((account) => provisionD1User(db, account)));
  const admin = content.accounts.find((a) => a.role === "admin");
  if (!admin) throw new Error("The demo content has no admin account to save it with.");
  const backend = await signedIn(bindings, admin);
  await saveContent(backend, content, readImage);
  await backend.auth.signOut();
  await db.prepare("UPDATE app_meta SET value = 'done' WHERE key = ?1").bind(marker).run();
  return "seeded";
}

async function isEmpty(db: D1Database): Promise<boolean> {
  const counts = contentTables.map((table) => `(SELECT COUNT(*) FROM ${table})`).join(" + ");
  const row = await db.prepare(`SELECT ${counts} AS n`).first<{ n: number }>();
  return row?.n === 0;
}

/** A backend for a request that carries the demo admin's session, got by signing in through the port. */
async function signedIn(bindings: D1Bindings, account: DemoAccount): Promise<Backend> {
  // The jar's secret only signs cookies inside this process (the session cookie itself is unsigned).
  const secret = `${crypto.randomUUID()}${crypto.randomUUID()}`;
  const loginRequest = new Request("http://localhost/admin/login", { method: "POST" });
  const jar = new CookieJar(loginRequest, secret);
  const result = await createD1Backend(bindings, { request: loginRequest, cookies: jar }).auth.signIn(
    account.email,
    account.password,
  );
  if (!result.ok) throw new Error(`The demo admin ${account.email} could not sign in: ${result.reason}`);
  const cookie = jar.setCookies.map((c) => c.split(";")[0]).join("; ");
  const request = new Request("http://localhost/admin", { headers: { Cookie: cookie } });
  return createD1Backend(bindings, { request, cookies: new CookieJar(request, secret) });
}

// Each kind of record is saved in the order of its file (lists tie on creation time), and the
// kinds side by side: from Node every statement is a round trip to the local runtime.
async function saveContent(backend: Backend, content: DemoContent, readImage: ReadImage): Promise<void> {
  const upload = async (fileName: string): Promise<ImageChange> => ({
    kind: "replace",
    file: { name: fileName, type: "image/webp", bytes: await readImage(fileName) },
  });
  const inOrder = async <T>(items: T[], save: (item: T) => Promise<unknown>) => {
    for (const item of items) await save(item);
  };

  const outcomes = await Promise.allSettled([
    saveSettingsAndMedia(backend, content, readImage),
    savePages(backend, content.pages),
    saveMenu(backend, content.menu),
    inOrder(content.projects, async ({ category, status, progress, order, translations, image }) =>
      backend.projects.save({ category, status, progress, orderIndex: order, translations }, await upload(image)),
    ),
    inOrder(content.slides, async ({ buttonLink, order, active, translations, image }) =>
      backend.slides.save({ buttonLink, orderIndex: order, isActive: active, translations }, await upload(image)),
    ),
    inOrder(content.equipment, async ({ modelName, order, visible, translations, image }) =>
      backend.equipment.save({ modelName, orderIndex: order, isVisible: visible, translations }, await upload(image)),
    ),
  ]);
  // Every kind has stopped writing before a failure is reported.
  const failed = outcomes.find((o) => o.status === "rejected");
  if (failed) throw failed.reason;
}

/** Settings' pictures go into the media library first, as an admin would put them there. */
async function saveSettingsAndMedia(backend: Backend, content: DemoContent, readImage: ReadImage): Promise<void> {
  const uploaded = new Map<string, MediaFile>();
  const mediaFile = async (fileName: string) => {
    let file = uploaded.get(fileName);
    if (!file) {
      [file] = await backend.media.upload([{ name: fileName, type: "image/webp", bytes: await readImage(fileName) }]);
      uploaded.set(fileName, file!);
    }
    return file!;
  };
  const { general, about_summary_image, client_logos, ...settings } = content.settings;
  const logoUrl = (await mediaFile(general.logo)).publicUrl;
  const aboutImageUrl = (await mediaFile(about_summary_image)).publicUrl;
  const clientLogos = [];
  for (const logo of client_logos)
    clientLogos.push({ name: logo.name, altText: logo.altText, imageUrl: (await mediaFile(logo.image)).publicUrl });
  await backend.settings.save(
    {
      ...settings,
      general: { siteName: general.siteName, description: general.description, logoUrl },
      about_summary_image_url: aboutImageUrl,
      client_logos: clientLogos,
    },
    (await backend.settings.edit()).version,
  );
  for (const file of content.media) {
    const stored = await mediaFile(file.image);
    uploaded.set(
      file.image,
      await backend.media.updateText(stored.id, { altText: file.altText, caption: {}, version: stored.version }),
    );
  }
}

async function savePages(backend: Backend, pages: DemoPage[]): Promise<void> {
  const categories = new Map((await backend.pages.categories()).map((c) => [c.nameKey, c.id]));
  for (const page of pages) {
    const categoryId = categories.get(page.type);
    if (!categoryId) throw new Error(`No page category "${page.type}" in the database (pages.json: ${page.key}).`);
    await backend.pages.save({
      slug: page.slugs.tr,
      categoryId,
      isPublished: page.published,
      translations: Object.fromEntries(
        languages.map((lang) => [lang, { ...page.translations[lang], slug: page.slugs[lang] }]),
      ),
    });
  }
}

async function saveMenu(backend: Backend, menu: DemoMenuItem[]): Promise<void> {
  const menuIds = new Map<string, string>();
  for (const item of parentsFirst(menu)) {
    const saved = await backend.menu.save({
      path: item.path,
      slug: item.slug,
      orderIndex: item.order,
      parentId: item.parentKey === null ? null : menuIds.get(item.parentKey)!,
      isActive: item.active,
      translations: item.translations,
    });
    menuIds.set(item.key, saved.id);
  }
}

/** Menu items ordered so that every parent is saved before its children. */
function parentsFirst(items: DemoMenuItem[]): DemoMenuItem[] {
  const placed = new Set<string>();
  const ordered: DemoMenuItem[] = [];
  let rest = items;
  while (rest.length > 0) {
    const ready = rest.filter((item) => item.parentKey === null || placed.has(item.parentKey));
    if (ready.length === 0)
      throw new Error(`menu.json: these items have no reachable parent: ${rest.map((i) => i.key).join(", ")}`);
    for (const item of ready) placed.add(item.key);
    ordered.push(...ready);
    rest = rest.filter((item) => !placed.has(item.key));
  }
  return ordered;
}

/** Seeds the demo content of demo-content/ (read and checked first). */
export function seedDemoFiles(bindings: D1Bindings, readImage: ReadImage): Promise<SeedOutcome> {
  return seedDemoContent(bindings, readDemoContent(), readImage);
}
