import { beforeEach, describe, expect, it } from "vitest";

import { throttleLimits } from "~/backend/sign-in-throttle";

import { testDatabases, type Claims, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, rpcFailure, withFixtureDatabase } from "./support";

// supabase/migrations/20261206090000_sign_in_account_limit.sql on each database: one account's
// attempts from unknown browsers are limited from any number of addresses, while a browser that
// signed in before (its device id) keeps a budget of its own (docs/decisions/039).

const server: Claims = { sub: "", role: "service_role", app_metadata: {}, user_metadata: {} };
const limits = throttleLimits();
const victim = "victim@example.test";

describe.each(testDatabases())("the account-level sign-in limit on $name", ({ name, open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));
  beforeEach(async () => {
    if (open) await db.exec("delete from public.sign_in_attempts");
  });

  const args = (address: string, device: string | null, email = victim) => [
    email,
    address,
    device,
    limits.pair,
    limits.address,
    limits.account,
    limits.device,
    limits.windowMinutes,
    limits.accountWindowMinutes,
  ];
  const attempt = (address: string, device: string | null = null, email = victim) =>
    rpc<{ allowed: boolean; previous: number }>(db, server, "sign_in_attempt", ...args(address, device, email));
  const admitted = async (tries: Array<[address: string, device: string | null]>) => {
    let n = 0;
    for (const [address, device] of tries) if ((await attempt(address, device)).allowed) n++;
    return n;
  };
  /** 200 tries from 100 addresses (two each): no address nor pair limit is ever reached. */
  const flood = Array.from({ length: 200 }, (_, i): [string, null] => [`198.51.${Math.floor(i / 2) % 100}.9`, null]);

  it.skipIf(!open)("let only the server's key use the new throttle", async () => {
    for (const caller of [null, claims.member, claims.admin]) {
      expect(await rpcFailure(db, caller, "sign_in_attempt", ...args("192.0.2.9", null))).toMatchObject({
        code: "42501",
      });
      expect(await rpcFailure(db, caller, "sign_in_succeeded", victim, "192.0.2.9", "d")).toMatchObject({
        code: "42501",
      });
    }
  });

  it.skipIf(!open)(
    "admit at most the account's limit from 100 addresses, and a known device its own budget during it",
    async () => {
      expect(await admitted(flood)).toBe(limits.account);
      // Another unknown browser, from a fresh address, is refused too: the account's limit.
      expect(await attempt("192.0.2.200")).toEqual({ allowed: false, previous: 0 });
      // The owner's browser keeps its budget: the flood never counted against it.
      expect(await attempt("192.0.2.201", "owners-device")).toEqual({ allowed: true, previous: 0 });
      expect(await admitted(Array.from({ length: limits.device + 3 }, () => ["192.0.2.201", "owners-device"]))).toBe(
        limits.device - 1,
      );
      // Another device has its own, and other accounts are not touched.
      expect((await attempt("192.0.2.202", "second-device")).allowed).toBe(true);
      expect((await attempt("192.0.2.200", null, "other@example.test")).allowed).toBe(true);
    },
  );

  it.skipIf(!open)("forget on success only the attempts of the budget that succeeded", async () => {
    await admitted([
      ["203.0.113.1", null],
      ["203.0.113.1", null],
      ["203.0.113.1", "owners-device"],
      ["203.0.113.2", null],
    ]);
    await rpc(db, server, "sign_in_succeeded", victim, "203.0.113.1", "owners-device");
    const left = async () =>
      db.query<{ address: string; device: string | null }>(
        "select address, device from public.sign_in_attempts order by address, device nulls first",
      );
    expect(await left()).toEqual([
      { address: "203.0.113.1", device: null },
      { address: "203.0.113.1", device: null },
      { address: "203.0.113.2", device: null },
    ]);
    await rpc(db, server, "sign_in_succeeded", victim, "203.0.113.1", null);
    expect(await left()).toEqual([{ address: "203.0.113.2", device: null }]);
  });

  it.skipIf(!open)("count an account's attempts over the hour, not the 15 minutes of the pair", async () => {
    await admitted(flood.slice(0, limits.account - 1));
    // Made 20 minutes old: past the pair's window, still inside the account's hour.
    await db.exec("update public.sign_in_attempts set attempted_at = now() - interval '20 minutes'");
    expect((await attempt("192.0.2.77")).allowed).toBe(true);
    expect((await attempt("192.0.2.78")).allowed).toBe(false);
    await db.exec("update public.sign_in_attempts set attempted_at = now() - interval '61 minutes'");
    expect((await attempt("192.0.2.79")).allowed).toBe(true);
  });

  it.skipIf(!open || name === "pglite")(
    "admit exactly the account's limit of 200 attempts from 100 addresses made at once",
    async () => {
      // Each holds its transaction open a moment, as a slow request would: without the account's
      // lock, attempts from different addresses in flight together would all count the same rows.
      const outcomes = await Promise.all(
        flood.map(([address]) =>
          db.as(server, async (q) => {
            const [row] = await q<{ r: { allowed: boolean } }>(
              "select public.sign_in_attempt($1, $2, null, $3, $4, $5, $6, $7, $8) as r",
              [victim, address, ...args(address, null).slice(3)],
            );
            await new Promise((resolve) => setTimeout(resolve, 20));
            return row!.r.allowed;
          }),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(limits.account);
    },
  );
});
