import type { SettingRow, SiteSettings } from "~/lib/settings";

import { settingsRecordId } from "../history";
import type { SettingsStore } from "../port";
import { siteSettingsOf } from "../public-shapes";
import { parseSettingsSave } from "../validate";
import type { D1Context } from "./context";
import { savedStatements } from "./history-sql";
import { atomically, query } from "./sql";

// The settings are one record to the admin, stored as one row per key. Their version is the
// highest of the rows' versions (1 while there are none): a save from version v writes each of
// its rows at v + 1, so a second save from v finds v + 1 and is refused.

export function d1Settings(ctx: D1Context): SettingsStore {
  const { db } = ctx;
  const read = () =>
    query(async () => {
      const { results } = await db
        .prepare("SELECT key, value, version FROM site_settings")
        .all<{ key: string; value: string; version: number }>();
      return { settings: settingsFrom(results), version: Math.max(1, ...results.map((r) => r.version)) };
    });

  return {
    get: async () => (await read()).settings,

    async edit() {
      return read();
    },

    async save(patch, loaded) {
      const { version, rows } = parseSettingsSave(patch, loaded);
      if (rows.length === 0) return;
      // As versionCheck does for one row: the batch is aborted, and rolled back whole, unless
      // the settings are still at the loaded version.
      const check = db
        .prepare("INSERT INTO record_version_check (matched) SELECT COALESCE(MAX(version), 1) = ?1 FROM site_settings")
        .bind(version);
      await atomically(db, [
        check,
        ...rows.map((r) =>
          db
            .prepare(
              "INSERT INTO site_settings (key, value, version) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET value = excluded.value, version = excluded.version",
            )
            .bind(r.key, JSON.stringify(r.value), version + 1),
        ),
        ...(await savedStatements(ctx, "settings", settingsRecordId, false)),
      ]);
    },
  };
}

/** Settings that cannot be read are the built-in defaults (docs/product.md §7). */
export const settingsQuery = "SELECT key, value FROM site_settings";

/** Stored settings rows folded over the defaults; unreadable values are logged and skipped. */
export function settingsFrom(rows: Array<{ key: string; value: string }>): SiteSettings {
  const parsed: SettingRow[] = [];
  for (const row of rows) {
    try {
      parsed.push({ key: row.key, value: JSON.parse(row.value) });
    } catch {
      console.error(`Setting ${row.key} ignored: not JSON`);
    }
  }
  return siteSettingsOf(parsed);
}
