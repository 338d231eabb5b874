import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { createD1Backend } from "~/backend/d1";
import { provisionD1User } from "~/backend/d1/auth";
import { throttleLimits } from "~/backend/sign-in-throttle";
import { CookieJar, cookieNames } from "~/lib/cookies.server";

import { cookieHeaderFrom } from "../contract/harness";
import { d1Harness } from "./d1-harness";

// The d1 adapter's sign-in throttle against real D1, under real concurrency: password checks are
// counted through the adapter's onPasswordCheck hook, not guessed from timings.

const admin = { email: "yonetici@example.com", password: "dogru-sifre-123" };
let checks = 0;

/** One sign-in request's backend, from `address` (Cloudflare's CF-Connecting-IP) plus any other headers. */
function open(address: string | null, headers: Record<string, string> = {}) {
  const request = new Request("https://site.test/admin/login", {
    method: "POST",
    headers: { ...headers, ...(address ? { "CF-Connecting-IP": address } : {}) },
  });
  const cookies = new CookieJar(request, env.COOKIE_SECRET);
  const backend = createD1Backend(
    { db: env.DB, files: env.FILES, onPasswordCheck: () => checks++ },
    { request, cookies },
  );
  return { backend, cookies };
}

function signIn(email: string, password: string, address: string | null, headers: Record<string, string> = {}) {
  return open(address, headers).backend.auth.signIn(email, password);
}

/** The cookies of a browser that has signed in to `email` before: its device cookie (and session). */
async function browserThatSignedIn(email: string, password: string, address: string): Promise<string> {
  const { backend, cookies } = open(address);
  expect((await backend.auth.signIn(email, password)).ok).toBe(true);
  return cookieHeaderFrom(cookies.setCookies);
}

const reasons = (results: Array<{ ok: boolean; reason?: string }>) => results.map((r) => (r.ok ? "ok" : r.reason));
const tally = (list: Array<string | undefined>) =>
  list.reduce<Record<string, number>>((acc, r) => ({ ...acc, [String(r)]: (acc[String(r)] ?? 0) + 1 }), {});

describe("sign-in throttle (d1)", () => {
  beforeEach(async () => {
    await d1Harness().reset();
    await provisionD1User(env.DB, { ...admin, role: "admin", fullName: "Ayşe Yönetici" });
    checks = 0;
  });

  it("checks at most 10 passwords when 60 wrong attempts for one e-mail arrive at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(admin.email, `yanlis-${i}`, "203.0.113.7")),
    );
    expect(checks).toBe(10);
    expect(tally(reasons(results))).toEqual({ invalid_credentials: 10, throttled: 50 });
    // The flooding address stays refused, even with the right password.
    expect(await signIn(admin.email, admin.password, "203.0.113.7")).toEqual({ ok: false, reason: "throttled" });
    expect(checks).toBe(10);
  });

  it("lets the admin in from another address while an attacker floods their e-mail", async () => {
    const flood = Array.from({ length: 60 }, (_, i) =>
      signIn(admin.email.toUpperCase(), `yanlis-${i}`, "198.51.100.66"),
    );
    const [adminResult] = await Promise.all([signIn(admin.email, admin.password, "2001:db8:aaaa:1::10"), ...flood]);
    expect(adminResult).toMatchObject({ ok: true, user: { email: admin.email } });
    // Again after the flood, when the e-mail has its most failures: slowed down, never refused.
    expect((await signIn(admin.email, admin.password, "192.0.2.20")).ok).toBe(true);
  });

  it("keys an IPv6 client by its /64: rotating addresses inside it stays throttled", async () => {
    const inside = (i: number) =>
      [
        `2001:db8:1:2::${i.toString(16)}`,
        `2001:0DB8:0001:0002:${i}:0:0:1`,
        `2001:db8:1:2:ffff:ffff:ffff:${i}`,
        `[2001:db8:1:2::${i}]`,
      ][i % 4]!;
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(admin.email, `yanlis-${i}`, inside(i + 1))),
    );
    expect(checks).toBe(10);
    expect(tally(reasons(results))).toEqual({ invalid_credentials: 10, throttled: 6 });
    // The next /64 is another subscriber.
    expect(await signIn(admin.email, "yanlis", "2001:db8:1:3::1")).toEqual({
      ok: false,
      reason: "invalid_credentials",
    });
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(admin.email, `yanlis-${i}`, i % 2 ? "203.0.113.9" : "::ffff:203.0.113.9"),
      ),
    );
    expect(checks).toBe(10);
    expect(tally(reasons(results))).toEqual({ invalid_credentials: 10, throttled: 2 });
  });

  it("trusts only CF-Connecting-IP: X-Real-IP and X-Forwarded-For cannot spread attempts over made-up addresses", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(admin.email, `yanlis-${i}`, null, { "X-Real-IP": `10.0.0.${i}`, "X-Forwarded-For": `10.1.0.${i}` }),
      ),
    );
    expect(checks).toBe(10);
    expect(tally(reasons(results))).toEqual({ invalid_credentials: 10, throttled: 2 });
  });

  it("limits one address across e-mails to 20 attempts (password spraying), leaving other addresses alone", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(`kisi-${i}@example.com`, "Sifre-2026!", "203.0.113.50")),
    );
    expect(checks).toBe(20);
    expect(tally(reasons(results))).toEqual({ invalid_credentials: 20, throttled: 10 });
    expect((await signIn(admin.email, admin.password, "203.0.113.51")).ok).toBe(true);
  });

  it("clears only its own e-mail and address's attempts when a sign-in succeeds", async () => {
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      await Promise.all(Array.from({ length: 4 }, (_, i) => signIn(admin.email, `yanlis-${i}`, address)));
    }
    expect((await signIn(admin.email, admin.password, "203.0.113.1")).ok).toBe(true);
    const rows = await env.DB.prepare("SELECT address, COUNT(*) AS n FROM login_attempts GROUP BY address").all<{
      address: string;
      n: number;
    }>();
    expect(rows.results).toEqual([{ address: "203.0.113.2", n: 4 }]);
  });

  it("checks at most the account's limit of passwords when 200 wrong ones come from 100 addresses, and the owner's browser signs in during the flood", async () => {
    const { account } = throttleLimits();
    const owners = await browserThatSignedIn(admin.email, admin.password, "192.0.2.10");
    checks = 0;
    const flood = Array.from({ length: 200 }, (_, i) =>
      signIn(admin.email, `yanlis-${i}`, `198.51.${Math.floor(i / 2)}.${(i % 2) + 1}`),
    );
    // The owner, from the browser that signed in before, at another address, mid-flood.
    const owner = open("203.0.113.99", { Cookie: owners }).backend.auth.signIn(admin.email, admin.password);
    const [ownerResult, ...results] = await Promise.all([owner, ...flood]);
    expect(ownerResult).toMatchObject({ ok: true, user: { email: admin.email } });
    expect(tally(reasons(results))).toEqual({ invalid_credentials: account, throttled: 200 - account });
    expect(checks).toBe(account + 1);
    // An unknown browser is refused now, even with the right password, from a fresh address.
    expect(await signIn(admin.email, admin.password, "192.0.2.99")).toEqual({ ok: false, reason: "throttled" });
    // The owner's browser again, after the flood: still its own budget.
    expect((await signIn(admin.email, admin.password, "192.0.2.10", { Cookie: owners })).ok).toBe(true);
  });

  it("gives a known browser its own budget: its failures are limited, nobody else's count", async () => {
    const owners = await browserThatSignedIn(admin.email, admin.password, "192.0.2.10");
    // The pair's limit from the owner's own address is used up by someone else...
    await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(admin.email, `yanlis-${i}`, "192.0.2.10")));
    expect(await signIn(admin.email, admin.password, "192.0.2.10")).toEqual({ ok: false, reason: "throttled" });
    // ...the owner's browser there still gets in; its own wrong tries stop at its budget.
    checks = 0;
    const tries = await Promise.all(
      Array.from({ length: 14 }, (_, i) => signIn(admin.email, `yanlis-${i}`, "192.0.2.10", { Cookie: owners })),
    );
    expect(tally(reasons(tries))).toEqual({ invalid_credentials: 10, throttled: 4 });
    expect(checks).toBe(10);
  });

  it("takes a device cookie only for the account it was set for, and only as this server signed it", async () => {
    const owners = await browserThatSignedIn(admin.email, admin.password, "192.0.2.10");
    const device = owners.split("; ").find((c) => c.startsWith(`${cookieNames.device}=`))!;
    expect(device).toBeDefined();
    const [name, value] = device.split(/=(.*)/s) as [string, string];
    const forged = `${name}=${btoa(JSON.stringify({ account: admin.email, device: "A".repeat(43) }))}`;
    // The first character changes whole bits (a base64 text's last may only change unused padding bits).
    const tampered = `${name}=${value.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`;
    // 30 failures of unknown browsers on the account (its limit), from 30 addresses.
    await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(admin.email, "yanlis", `198.51.100.${i}`)));
    for (const cookie of [forged, tampered]) {
      expect(await signIn(admin.email, admin.password, "192.0.2.11", { Cookie: cookie })).toEqual({
        ok: false,
        reason: "throttled",
      });
    }
    // The owner's cookie names the admin's account: for another account it is an unknown browser.
    await provisionD1User(env.DB, { email: "ikinci@example.com", password: admin.password, role: "admin" });
    await Promise.all(Array.from({ length: 30 }, (_, i) => signIn("ikinci@example.com", "yanlis", `198.51.101.${i}`)));
    expect(await signIn("ikinci@example.com", admin.password, "192.0.2.10", { Cookie: device })).toEqual({
      ok: false,
      reason: "throttled",
    });
    expect((await signIn(admin.email, admin.password, "192.0.2.11", { Cookie: device })).ok).toBe(true);
  });
});
