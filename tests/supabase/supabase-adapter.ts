import { describe, expect, it } from "vitest";
import { settingsKeyNotUniqueMessage } from "~/backend/messages";
import { freshAdminAndVisitor } from "../contract/harness";
import type { StandinAddress } from "./global-setup";
import { supabaseHarness } from "./harness";

// What only the supabase adapter has to say (the rest is the shared contract). Called from
// supabase-layer.ts after the contract, so it never runs beside the contract on the same database.
export function describeSupabaseAdapter(standin: StandinAddress) {
  // A live project is left to the shared contract: these tests change its schema.
  describe.skipIf(standin.live)(`supabase adapter (${standin.database})`, () => {
    const h = supabaseHarness(standin);
    const sql = async (text: string) => {
      const response = await fetch(`${standin.controlUrl}/__standin/sql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-standin-control": standin.secretKey },
        body: JSON.stringify({ sql: text }),
      });
      expect(response.ok, await response.clone().text()).toBe(true);
    };

    it("says that site_settings.key needs a unique rule when a drifted schema lacks it", async () => {
      const { admin } = await freshAdminAndVisitor(h);
      const { version } = await admin.settings.edit();
      await sql("alter table public.site_settings drop constraint site_settings_pkey");
      try {
        await expect(admin.settings.save({ companyName: "Yeni" }, version)).rejects.toMatchObject({ code: "unavailable", message: settingsKeyNotUniqueMessage });
      } finally {
        await sql("alter table public.site_settings add primary key (key)");
      }
      await admin.settings.save({ companyName: "Yeni" }, version);
      expect((await admin.settings.get()).companyName).toBe("Yeni");
    });

    it("answers a visitor without a cookie and without asking Auth", async () => {
      const { backend, setCookies } = h.open();
      expect(await backend.site.contentVersion()).toMatch(/^\d+$/);
      expect(await backend.auth.currentUser()).toBeNull();
      expect(setCookies).toEqual([]);
    });
  });
}
