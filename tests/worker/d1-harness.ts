import { env } from "cloudflare:workers";

import { createD1Backend } from "~/backend/d1";
import { provisionD1User } from "~/backend/d1/auth";
import { d1Maintenance } from "~/backend/d1/maintenance";
import { parseFileUrl } from "~/backend/d1/storage";
import { filesRoutePrefix } from "~/backend/files";
import { CookieJar } from "~/lib/cookies.server";

import { requestHeaders, type ContractHarness } from "../contract/harness";

// Tables in an order that deletes children before parents.
const tables = [
  "record_revisions",
  "trash_entries",
  "contact_attempts",
  "contact_messages",
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
      await db.batch([
        ...tables.map((t) => db.prepare(`DELETE FROM ${t}`)),
        // The audit log is append-only: only rows older than a retention cutoff written in the
        // same batch may go (migrations/0017_history.sql), here every one of them.
        db.prepare("INSERT INTO audit_retention_cutoff (cutoff) VALUES ('9999')"),
        db.prepare("DELETE FROM audit_log"),
        db.prepare("DELETE FROM audit_retention_cutoff"),
        // One row the migration made, back at its defaults.
        db.prepare("UPDATE message_settings SET notify_email = '', retention_months = 12, version = 1"),
      ]);
      let cursor: string | undefined;
      do {
        const listing = await files.list({ cursor });
        if (listing.objects.length > 0) await files.delete(listing.objects.map((o) => o.key));
        cursor = listing.truncated ? listing.cursor : undefined;
      } while (cursor);
    },
    open(cookie, onDegradedRead, clientAddress) {
      const request = new Request("https://site.test/admin", { headers: requestHeaders(cookie, clientAddress) });
      const cookies = new CookieJar(request, env.COOKIE_SECRET);
      const backend = createD1Backend(
        { db, files, htmlSigningSecret: env.COOKIE_SECRET },
        { request, cookies, onDegradedRead },
      );
      return { backend, setCookies: cookies.setCookies };
    },
    provisionUser: (user) => provisionD1User(db, user),
    async failInsertsInto(table) {
      const trigger = `contract_fail_${identifier(table)}`;
      await db
        .prepare(
          `CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
        )
        .run();
      return async () => {
        await db.prepare(`DROP TRIGGER ${trigger}`).run();
      };
    },
    async failAllReadsOf(table) {
      // A table that is not there: every statement reading it fails inside D1.
      const name = identifier(table);
      await db.prepare(`ALTER TABLE ${name} RENAME TO ${name}_unreadable`).run();
      return async () => void (await db.prepare(`ALTER TABLE ${name}_unreadable RENAME TO ${name}`).run());
    },
    async failReadsOf(table) {
      // A BLOB that is not JSONB either, where the reads build JSON ("JSON cannot hold BLOB
      // values"): every read of the row fails inside D1, the write that stored it does not.
      const { results } = await db
        .prepare(`SELECT name, type FROM pragma_table_info('${identifier(table)}')`)
        .all<{ name: string; type: string }>();
      const column = results.find(
        (c) => c.type === "TEXT" && !/^(lang_code|created_at|updated_at)$|_id$/.test(c.name),
      )?.name;
      if (!column) throw new Error(`no text column to break in ${table}`);
      const set = `UPDATE ${table} SET ${column} = x'FF' WHERE rowid = NEW.rowid`;
      await db.batch([
        db.prepare(`CREATE TRIGGER contract_unreadable_insert AFTER INSERT ON ${table} BEGIN ${set}; END`),
        db.prepare(
          `CREATE TRIGGER contract_unreadable_update AFTER UPDATE ON ${table} WHEN typeof(NEW.${column}) <> 'blob' BEGIN ${set}; END`,
        ),
      ]);
      return async () => {
        await db.batch([
          db.prepare("DROP TRIGGER contract_unreadable_insert"),
          db.prepare("DROP TRIGGER contract_unreadable_update"),
          db.prepare(`UPDATE ${table} SET ${column} = 'okunabilir' WHERE typeof(${column}) = 'blob'`),
        ]);
      };
    },
    async writeStoredContent(kind, id, lang, html) {
      const [table, key] = kind === "page" ? ["page_translations", "page_id"] : ["project_translations", "project_id"];
      await db
        .prepare(`UPDATE ${table} SET content = ?3 WHERE ${key} = ?1 AND lang_code = ?2`)
        .bind(id, lang, html)
        .run();
    },
    async removeTranslations(table, langs) {
      const placeholders = langs.map((_, i) => `?${i + 1}`).join(", ");
      await db
        .prepare(`DELETE FROM ${identifier(table)} WHERE lang_code IN (${placeholders})`)
        .bind(...langs)
        .run();
    },
    async countRows(table) {
      const row = await db.prepare(`SELECT COUNT(*) AS n FROM ${identifier(table)}`).first<{ n: number }>();
      return row?.n ?? 0;
    },
    async restoreContentVersion(value) {
      await db.prepare("UPDATE app_meta SET value = ?1 WHERE key = 'content_version'").bind(value).run();
    },
    async countStoredFiles() {
      return (await files.list()).objects.length;
    },
    async storedFileUrls() {
      const urls: string[] = [];
      let cursor: string | undefined;
      do {
        const listing = await files.list({ cursor });
        urls.push(...listing.objects.map((o) => `${filesRoutePrefix}${o.key}`));
        cursor = listing.truncated ? listing.cursor : undefined;
      } while (cursor);
      return urls.sort();
    },
    maintenance: () => d1Maintenance({ db, files }),
    async tamperWithAuditLog() {
      const attempt = (sql: string) =>
        db
          .prepare(sql)
          .run()
          .then(
            () => null,
            (error: unknown) => error,
          );
      return {
        update: await attempt("UPDATE audit_log SET label = 'değiştirildi'"),
        delete: await attempt("DELETE FROM audit_log"),
      };
    },
    async readStoredFile(url) {
      const parsed = parseFileUrl(url);
      if (!parsed) return null;
      const object = await files.get(`${parsed.bucket}/${parsed.key}`);
      return object ? new Uint8Array(await object.arrayBuffer()) : null;
    },
  };
}
