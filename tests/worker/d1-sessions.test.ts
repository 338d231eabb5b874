import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { createD1Backend } from "~/backend/d1";
import { provisionD1User, sessionIdle } from "~/backend/d1/auth";
import { CookieJar, cookieNames } from "~/lib/cookies.server";

import { cookieHeaderFrom } from "../contract/harness";
import { d1Harness } from "./d1-harness";

// The d1 adapter's sessions as the store keeps them: the __Host- cookie, the idle timeout and its
// sliding last-seen time, the absolute lifetime. Time passes by moving the stored times back.

const admin = { email: "yonetici@example.com", password: "dogru-sifre-123" };

function open(cookie?: string) {
  const request = new Request("https://site.test/admin", { headers: cookie ? { Cookie: cookie } : {} });
  const cookies = new CookieJar(request, env.COOKIE_SECRET);
  return {
    backend: createD1Backend({ db: env.DB, files: env.FILES }, { request, cookies }),
    setCookies: cookies.setCookies,
  };
}

async function signedIn(): Promise<{ cookie: string; setCookie: string }> {
  const { backend, setCookies } = open();
  expect((await backend.auth.signIn(admin.email, admin.password)).ok).toBe(true);
  return { cookie: cookieHeaderFrom(setCookies), setCookie: setCookies[0]! };
}

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function setStored(column: "last_seen_at" | "expires_at", value: string) {
  await env.DB.prepare(`UPDATE sessions SET ${column} = ?1`).bind(value).run();
}

async function lastSeen(): Promise<string> {
  return (await env.DB.prepare("SELECT last_seen_at FROM sessions").first<{ last_seen_at: string }>())!.last_seen_at;
}

describe("sessions (d1)", () => {
  beforeEach(async () => {
    await d1Harness().reset();
    await provisionD1User(env.DB, { ...admin, role: "admin" });
  });

  it("sets a __Host- cookie: Secure, Path=/, no Domain", async () => {
    const { setCookie } = await signedIn();
    expect(setCookie.startsWith(`${cookieNames.session}=`)).toBe(true);
    expect(cookieNames.session.startsWith("__Host-")).toBe(true);
    const attributes = setCookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("secure");
    expect(attributes).toContain("path=/");
    expect(attributes.some((a) => a.startsWith("domain"))).toBe(false);
  });

  it("ends a session after two hours without a request", async () => {
    const { cookie } = await signedIn();
    await setStored("last_seen_at", ago(sessionIdle.timeoutSeconds - 60));
    expect(await open(cookie).backend.auth.currentUser()).not.toBeNull();
    await setStored("last_seen_at", ago(sessionIdle.timeoutSeconds + 1));
    expect(await open(cookie).backend.auth.currentUser()).toBeNull();
  });

  it("slides: a request after a few minutes moves last-seen to now, one sooner writes nothing", async () => {
    const { cookie } = await signedIn();
    const recent = ago(60);
    await setStored("last_seen_at", recent);
    expect(await open(cookie).backend.auth.currentUser()).not.toBeNull();
    expect(await lastSeen()).toBe(recent);

    await setStored("last_seen_at", ago(sessionIdle.refreshSeconds + 60));
    const before = Date.now();
    expect(await open(cookie).backend.auth.currentUser()).not.toBeNull();
    expect(Date.parse(await lastSeen())).toBeGreaterThanOrEqual(before - 1000);
  });

  it("ends a session at its absolute lifetime however active it is", async () => {
    const { cookie } = await signedIn();
    await setStored("expires_at", ago(1));
    expect(await open(cookie).backend.auth.currentUser()).toBeNull();
  });
});
