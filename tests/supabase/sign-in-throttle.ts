import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { throttleLimits } from "~/backend/sign-in-throttle";
import { createSupabaseBackend } from "~/backend/supabase";
import { CookieJar } from "~/lib/cookies.server";

import { cookieHeaderFrom } from "../contract/harness";
import { testAdmin } from "../fixtures/accounts";
import type { StandinAddress } from "./global-setup";
import { supabaseHarness } from "./harness";

// The account-level sign-in limit on the supabase adapter (docs/decisions/039): password checks
// are counted where they happen, at the stand-in's Auth (its password grants), as the d1 adapter's
// are through onPasswordCheck. Called from supabase-layer.ts after the contract, on its database.
export function describeSupabaseSignInThrottle(standin: StandinAddress) {
  // A live project's Auth counts nothing for us, and its own limits would answer first.
  describe.skipIf(standin.live)(`the account-level sign-in limit (supabase on ${standin.database})`, () => {
    const h = supabaseHarness(standin);
    const passwordChecks = async (): Promise<number> => {
      const response = await fetch(`${standin.controlUrl}/__standin/counts`, {
        method: "POST",
        headers: { "x-standin-control": standin.secretKey },
      });
      return ((await response.json()) as { passwordChecks: number }).passwordChecks;
    };
    /** One sign-in request's backend, from `address` (CF-Connecting-IP), sending `cookie`. */
    const open = (address: string, cookie?: string) => {
      const request = new Request("https://site.test/admin/login", {
        method: "POST",
        headers: { "CF-Connecting-IP": address, ...(cookie ? { Cookie: cookie } : {}) },
      });
      const cookies = new CookieJar(request, env.COOKIE_SECRET);
      const backend = createSupabaseBackend(
        { url: standin.url, anonKey: standin.anonKey, secretKey: standin.secretKey },
        { request, cookies },
      );
      return { backend, cookies };
    };
    const outcome = (r: { ok: boolean; reason?: string }) => (r.ok ? "ok" : r.reason!);

    beforeEach(async () => {
      await h.reset();
      await h.provisionUser(testAdmin);
    });

    it("checks at most the account's limit of passwords when 200 wrong ones come from 100 addresses, and the owner's browser signs in during the flood", async () => {
      const { account } = throttleLimits();
      const owner = open("192.0.2.10");
      expect((await owner.backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      const ownersBrowser = cookieHeaderFrom(owner.cookies.setCookies);
      const before = await passwordChecks();

      const flood = Array.from({ length: 200 }, (_, i) =>
        open(`198.51.${Math.floor(i / 2)}.${(i % 2) + 1}`).backend.auth.signIn(testAdmin.email, `yanlis-${i}`),
      );
      const during = open("203.0.113.99", ownersBrowser).backend.auth.signIn(testAdmin.email, testAdmin.password);
      const [ownerResult, ...results] = await Promise.all([during, ...flood]);
      expect(ownerResult).toMatchObject({ ok: true, user: { email: testAdmin.email } });
      const tally = results.map(outcome).reduce<Record<string, number>>((t, r) => ({ ...t, [r]: (t[r] ?? 0) + 1 }), {});
      expect(tally).toEqual({ invalid_credentials: account, throttled: 200 - account });
      expect((await passwordChecks()) - before).toBe(account + 1);
      // An unknown browser is refused now, even with the right password; the owner's is not.
      expect(await open("192.0.2.99").backend.auth.signIn(testAdmin.email, testAdmin.password)).toEqual({
        ok: false,
        reason: "throttled",
      });
      expect(
        (await open("192.0.2.10", ownersBrowser).backend.auth.signIn(testAdmin.email, testAdmin.password)).ok,
      ).toBe(true);
    });
  });
}
