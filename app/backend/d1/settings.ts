import { settingsPatchToRows } from "~/lib/settings";
import { settingsFrom } from "./site";
import { BackendError } from "../errors";
import type { SettingsStore } from "../port";
import { requireAdmin, type D1Context } from "./context";
import { atomically, query } from "./sql";

export function d1Settings(ctx: D1Context): SettingsStore {
  const { db } = ctx;
  return {
    get: () =>
      query(async () => {
        const { results } = await db.prepare("SELECT key, value FROM site_settings").all<{ key: string; value: string }>();
        return settingsFrom(results);
      }),

    async save(patch) {
      await requireAdmin(ctx);
      const { rows, errors } = settingsPatchToRows(patch as Record<string, unknown>);
      const fieldErrors = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]]));
      if (Object.keys(errors).length > 0) throw new BackendError("validation", "Geçersiz değer.", { fieldErrors });
      await atomically(
        db,
        rows.map((r) =>
          db
            .prepare("INSERT INTO site_settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
            .bind(r.key, JSON.stringify(r.value)),
        ),
      );
    },
  };
}
