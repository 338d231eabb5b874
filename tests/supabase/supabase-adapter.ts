import { stringFromBase64URL, stringToBase64URL } from "@supabase/ssr";
import { describe, expect, it } from "vitest";

import { wordsOf } from "~/backend/refusals";
import { cookieNames } from "~/lib/cookies.server";

import { cookieHeaderFrom, freshAdminAndVisitor } from "../contract/harness";
import { testAdmin } from "../fixtures/accounts";
import type { StandinAddress } from "./global-setup";
import { supabaseHarness } from "./harness";

const settingsKeyNotUniqueMessage = wordsOf({ code: "settingsKeyNotUnique" });

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
        await expect(admin.settings.save({ companyName: "Yeni" }, version)).rejects.toMatchObject({
          code: "unavailable",
          message: settingsKeyNotUniqueMessage,
        });
      } finally {
        await sql("alter table public.site_settings add primary key (key)");
      }
      await admin.settings.save({ companyName: "Yeni" }, version);
      expect((await admin.settings.get()).companyName).toBe("Yeni");
    });

    it("refreshes an expired session on the next request and sends the new cookie back", async () => {
      await freshAdminAndVisitor(h);
      const { backend, setCookies } = h.open();
      expect((await backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      // The session as the browser holds it, made to look an hour old (auth-js refreshes by expires_at).
      const sessionCookie = setCookies.filter((c) => c.startsWith(`${cookieNames.session}=`));
      const [name, value] = cookieHeaderFrom(sessionCookie).split(/=(.*)/s) as [string, string];
      expect(name).toBe(cookieNames.session);
      const stored = JSON.parse(stringFromBase64URL(value.replace(/^base64-/, ""))) as {
        expires_at: number;
        refresh_token: string;
        access_token: string;
      };
      const expired = `${name}=base64-${stringToBase64URL(JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 3600 }))}`;

      const next = h.open(expired);
      expect(await next.backend.auth.currentUser()).toMatchObject({ email: testAdmin.email, role: "admin" });
      const refreshed = next.setCookies.find((c) => c.startsWith(`${cookieNames.session}=base64-`));
      expect(refreshed).toMatch(/HttpOnly/i);
      const renewed = JSON.parse(
        stringFromBase64URL(
          refreshed!
            .split(";")[0]!
            .split(/=(.*)/s)[1]!
            .replace(/^base64-/, ""),
        ),
      ) as typeof stored;
      expect(renewed.refresh_token).not.toBe(stored.refresh_token);
      expect(renewed.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
      // The new cookie is a session the request after it recognises.
      expect(await h.open(cookieHeaderFrom(next.setCookies)).backend.auth.currentUser()).toMatchObject({
        email: testAdmin.email,
      });
    });

    it("answers a visitor without a cookie and without asking Auth", async () => {
      const { backend, setCookies } = h.open();
      expect(await backend.site.contentVersion()).toMatch(/^\d+$/);
      expect(await backend.auth.currentUser()).toBeNull();
      expect(setCookies).toEqual([]);
    });
  });
}
