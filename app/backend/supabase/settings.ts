import { settingsRecordId } from "../history";
import type { SettingsStore } from "../port";
import { siteSettingsOf } from "../public-shapes";
import { refusal } from "../refusals";
import { parseSettingsSave } from "../validate";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";
import { saveOrRestore } from "./revisions";

// The settings are one record to the admin, one row per key in site_settings; their version is
// the highest of the rows' (1 while there are none). save_settings_at checks and writes it in
// one transaction, as the d1 adapter's batch does.

export function supabaseSettings(ctx: SupabaseContext): SettingsStore {
  const read = async (client = ctx.visitor) => {
    const rows = await rpc(client, "site_settings_read", {});
    return { settings: siteSettingsOf(rows), version: Math.max(1, ...rows.map((r) => r.version)) };
  };
  return {
    get: async () => (await read()).settings,

    async edit() {
      return read(ctx.session);
    },

    async save(patch, loaded) {
      const { version, rows } = parseSettingsSave(patch, loaded);
      if (rows.length === 0) return;
      const values = Object.fromEntries(rows.map((r) => [r.key, r.value]));
      // 42P10: ON CONFLICT (key) finds no unique rule on the key column.
      const refine = (f: RpcFailure) =>
        f.code === "42P10" ? refusal({ code: "settingsKeyNotUnique" }, { cause: f }) : undefined;
      await saveOrRestore(
        ctx,
        "settings",
        settingsRecordId,
        { values, version },
        () => rpc(ctx.session, "save_settings_at", { p_values: values, p_version: version }, refine),
        refine,
      );
    },
  };
}
