import { env } from "cloudflare:workers";
import { createD1Backend } from "~/backend/d1";
import { provisionD1User } from "~/backend/d1/auth";
import { parseFileUrl } from "~/backend/d1/storage";
import { CookieJar } from "~/lib/cookies.server";
import type { ContractHarness } from "../contract/harness";

// Tables in an order that deletes children before parents.
const tables = [
  "login_attempts",
  "sessions",
  "users",
  "media_library",
  "equipment_translations",
  "equipment",
  "menu_item_translations",
  "menu_items",
  "page_translations",
  "pages",
  "project_translations",
  "projects",
  "slider_translations",
  "homepage_sliders",
  "site_settings",
  "app_meta",
];

const identifier = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`bad table name ${name}`);
  return name;
};

/** The d1 adapter on the test's real (miniflare) D1 database and R2 bucket. */
export function d1Harness(): ContractHarness {
  const db = env.DB;
  const files = env.FILES;
  return {
    name: "d1",
    async reset() {
      await db.batch(tables.map((t) => db.prepare(`DELETE FROM ${t}`)));
      let cursor: string | undefined;
      do {
        const listing = await files.list({ cursor });
        if (listing.objects.length > 0) await files.delete(listing.objects.map((o) => o.key));
        cursor = listing.truncated ? listing.cursor : undefined;
      } while (cursor);
    },
    open(cookie) {
      const request = new Request("https://site.test/admin", { headers: cookie ? { Cookie: cookie } : {} });
      const cookies = new CookieJar(request, env.COOKIE_SECRET);
      const backend = createD1Backend({ db, files }, { request, cookies });
      return { backend, setCookies: cookies.setCookies };
    },
    provisionUser: (user) => provisionD1User(db, user),
    async failInsertsInto(table) {
      const trigger = `contract_fail_${identifier(table)}`;
      await db.prepare(`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`).run();
      return async () => {
        await db.prepare(`DROP TRIGGER ${trigger}`).run();
      };
    },
    async removeTranslations(table, langs) {
      const placeholders = langs.map((_, i) => `?${i + 1}`).join(", ");
      await db.prepare(`DELETE FROM ${identifier(table)} WHERE lang_code IN (${placeholders})`).bind(...langs).run();
    },
    async countRows(table) {
      const row = await db.prepare(`SELECT COUNT(*) AS n FROM ${identifier(table)}`).first<{ n: number }>();
      return row?.n ?? 0;
    },
    async countStoredFiles() {
      return (await files.list()).objects.length;
    },
    async readStoredFile(url) {
      const parsed = parseFileUrl(url);
      if (!parsed) return null;
      const object = await files.get(`${parsed.bucket}/${parsed.key}`);
      return object ? new Uint8Array(await object.arrayBuffer()) : null;
    },
  };
}
