import { beforeEach, describe, expect, it } from "vitest";

import { deviceCookieName } from "~/lib/cookie-names";

import { admin, appFetch, origin, provisionAccounts } from "./app-support";

// The account-level sign-in limit through the built Worker's sign-in form (docs/decisions/039):
// the browser that signed in gets the device cookie; past the account's limit an unknown browser
// is told the throttle's message (429) while the owner's browser, sending its cookie, gets in.

const signIn = (password: string, address: string, cookie?: string) =>
  appFetch("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: admin.email, password }),
    cookie,
    headers: { Origin: origin, "CF-Connecting-IP": address },
  });

beforeEach(() => provisionAccounts());

describe("sign-in from a known browser", () => {
  it("sets the device cookie on success and lets that browser in when the account is throttled for everyone else", async () => {
    const first = await signIn(admin.password, "192.0.2.10");
    expect(first.status).toBe(302);
    const device = first.headers.getSetCookie().find((c) => c.startsWith(`${deviceCookieName}=`));
    expect(device).toMatch(/; Path=\/; .*HttpOnly; Secure; SameSite=Lax/);
    const ownersCookie = device!.split(";")[0]!;

    // 30 failures from 30 addresses: the account's limit for browsers it does not know.
    await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(`yanlis-${i}`, `198.51.100.${i}`)));
    const stranger = await signIn(admin.password, "192.0.2.99");
    expect(stranger.status).toBe(429);
    expect(await stranger.text()).toContain("Çok fazla başarısız giriş denemesi");
    expect(stranger.headers.getSetCookie().some((c) => c.startsWith(`${deviceCookieName}=`))).toBe(false);

    const owner = await signIn(admin.password, "203.0.113.5", ownersCookie);
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/admin/dashboard");
  });
});
