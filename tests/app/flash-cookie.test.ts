import { beforeEach, describe, expect, it } from "vitest";

import { adminCookie, appFetch, provisionAccounts } from "./app-support";

// The toast after an admin redirect rides in the flash cookie, signed with COOKIE_SECRET: the
// page shows the toast the server set, and nothing from a cookie the server did not sign.

const forgedMessage = "Sahte uyarı: şifrenizi buraya yazın";

/** The flash cookie the invite notice sets, as the browser sends it back. */
async function inviteFlash(cookie: string): Promise<string> {
  const response = await appFetch("/admin/users?davet=1", { cookie });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith("admin_flash="))!
    .split(";")[0]!;
}

async function usersPage(cookie: string): Promise<Response> {
  return appFetch("/admin/users", { cookie });
}

describe("the flash cookie", () => {
  beforeEach(provisionAccounts);

  it("shows the toast the server set, once", async () => {
    const session = await adminCookie();
    const flash = await inviteFlash(session);
    const shown = await usersPage(`${session}; ${flash}`);
    expect(await shown.text()).toContain("npm run admin:create");
    expect(shown.headers.getSetCookie().some((c) => c.startsWith("admin_flash=;") && /Max-Age=0/i.test(c))).toBe(true);
  });

  it("ignores a toast written by someone else, without an error", async () => {
    const session = await adminCookie();
    const forged = btoa(
      String.fromCharCode(
        ...new TextEncoder().encode(JSON.stringify({ kind: "error", title: "Hata!", message: forgedMessage })),
      ),
    );
    const response = await usersPage(`${session}; admin_flash=${encodeURIComponent(forged)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(forgedMessage);
  });

  it("ignores a signed toast whose text was changed", async () => {
    const session = await adminCookie();
    const flash = await inviteFlash(session);
    const value = decodeURIComponent(flash.slice("admin_flash=".length));
    const signature = value.slice(value.lastIndexOf(".") + 1);
    const forged = btoa(
      String.fromCharCode(
        ...new TextEncoder().encode(JSON.stringify({ kind: "info", title: "Bilgi", message: forgedMessage })),
      ),
    );
    const response = await usersPage(`${session}; admin_flash=${encodeURIComponent(`${forged}.${signature}`)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(forgedMessage);
    expect(html).not.toContain("npm run admin:create");
  });
});
