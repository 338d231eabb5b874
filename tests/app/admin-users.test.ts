import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { provisionD1User } from "~/backend/d1/auth";
import { sessionCookieName } from "~/lib/cookie-names";

import { admin, adminCookie, appFetch, member, origin, postForm, provisionAccounts } from "./app-support";

// The user manager's routes against the built Worker and real D1: nobody changes their own role,
// two racing demotions leave one admin, a demoted user's session ends at once, and the password
// form checks the current password and never sends a password back.

const second = { email: "ikinci-yonetici@example.com", password: "ikinci-sifre-123" };
const lastAdmin = "En az bir yönetici kalmalıdır.";
const ownRole = "Kendi rolünüzü değiştiremezsiniz; bunu başka bir yönetici yapabilir.";

async function idOf(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>();
  return row!.id;
}

async function roleOf(email: string): Promise<string | undefined> {
  const row = await env.DB.prepare("SELECT role FROM users WHERE email = ?1").bind(email).first<{ role: string }>();
  return row?.role;
}

async function signInCookie(account: { email: string; password: string }): Promise<string | null> {
  const response = await postForm("/admin/login", account);
  await response.arrayBuffer();
  const sid = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${sessionCookieName}=`) && !c.startsWith(`${sessionCookieName}=;`));
  return sid ? sid.split(";")[0]! : null;
}

/** Whether a session cookie still opens the admin (else it is sent to the login page). */
async function stillSignedIn(cookie: string): Promise<boolean> {
  const response = await appFetch("/admin/users", { cookie });
  await response.arrayBuffer();
  const location = response.headers.get("Location") ?? "";
  expect(response.status === 200 || (response.status === 302 && location.startsWith("/admin/login"))).toBe(true);
  return response.status === 200;
}

/** Only the test's own accounts: `admin` and `member`, plus `second` as an admin when asked. */
async function accounts({ secondAdmin }: { secondAdmin: boolean }) {
  await env.DB.batch([env.DB.prepare("DELETE FROM sessions"), env.DB.prepare("DELETE FROM users")]);
  await provisionAccounts();
  if (secondAdmin) await provisionD1User(env.DB, { ...second, role: "admin", fullName: "" });
}

describe("roles through the admin", () => {
  it("lists every account with its role, and the invite notice works without JavaScript", async () => {
    await accounts({ secondAdmin: true });
    const cookie = await adminCookie();
    const html = await (await appFetch("/admin/users", { cookie })).text();
    for (const email of [admin.email, member.email, second.email]) expect(html).toContain(email);
    expect(html).toContain("Yönetici");
    expect(html).toContain("Üye");

    const invite = await appFetch("/admin/users?davet=1", { cookie });
    expect(invite.status).toBe(302);
    expect(invite.headers.get("Location")).toBe("/admin/users");
    const flash = invite.headers
      .getSetCookie()
      .find((c) => c.startsWith("admin_flash="))!
      .split(";")[0]!;
    const shown = await (await appFetch("/admin/users", { cookie: `${cookie}; ${flash}` })).text();
    expect(shown).toContain("npm run admin:create");
  });

  it("refuses a change of one's own role: no link to it, the dialog says so, a post gets 400", async () => {
    for (const secondAdmin of [false, true]) {
      await accounts({ secondAdmin });
      const cookie = await adminCookie();
      const own = `/admin/users/${await idOf(admin.email)}`;
      const list = await (await appFetch("/admin/users", { cookie })).text();
      expect(list).not.toContain(`href="${own}"`);
      expect(list).toContain(`href="/admin/users/${await idOf(member.email)}"`);
      const dialog = await (await appFetch(own, { cookie })).text();
      expect(dialog).toContain("kendi rolünüzü değiştiremezsiniz");
      // Only the way back ('Kapat'), no save.
      expect(dialog).toContain(">Kapat<");
      expect(dialog).not.toContain(">Kaydet<");

      for (const role of ["member", "admin"]) {
        const response = await postForm(own, { role }, cookie);
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toContain(ownRole);
        expect(html).toContain("Kullanıcı rolü güncellenemedi:");
      }
      expect(await roleOf(admin.email)).toBe("admin");
      expect(await stillSignedIn(cookie)).toBe(true);
    }
  });

  it("lets exactly one of two racing demotions through", async () => {
    await accounts({ secondAdmin: true });
    const [a, b] = [await adminCookie(), await signInCookie(second)];
    const [first, other] = await Promise.all([
      postForm(`/admin/users/${await idOf(second.email)}`, { role: "member" }, a),
      postForm(`/admin/users/${await idOf(admin.email)}`, { role: "member" }, b!),
    ]);
    const bodies = await Promise.all([first.text(), other.text()]);
    const succeeded = [first, other].filter((r) => r.status === 302 && r.headers.get("Location") === "/admin/users");
    expect(succeeded).toHaveLength(1);
    // The other one is refused: by the last-admin rule, or at the door if its author was already demoted.
    const refused =
      first === succeeded[0] ? { response: other, body: bodies[1] } : { response: first, body: bodies[0] };
    const byRule = refused.response.status === 400 && refused.body.includes(lastAdmin);
    const atDoor =
      refused.response.status === 302 && (refused.response.headers.get("Location") ?? "").startsWith("/admin/login");
    expect(byRule || atDoor).toBe(true);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE role = 'admin'").first<{
      n: number;
    }>())!;
    expect(n).toBe(1);
  });

  it("ends a demoted admin's session at once, and a promoted member can sign in", async () => {
    await accounts({ secondAdmin: true });
    const cookie = await adminCookie();
    const theirs = (await signInCookie(second))!;
    expect(await stillSignedIn(theirs)).toBe(true);

    const demote = await postForm(`/admin/users/${await idOf(second.email)}`, { role: "member" }, cookie);
    expect(demote.status).toBe(302);
    expect(demote.headers.getSetCookie().some((c) => c.startsWith("admin_flash="))).toBe(true);
    expect(await roleOf(second.email)).toBe("member");
    expect(await stillSignedIn(theirs)).toBe(false);
    expect(await signInCookie(second)).toBeNull();

    expect(await signInCookie(member)).toBeNull();
    const promote = await postForm(`/admin/users/${await idOf(member.email)}`, { role: "admin" }, cookie);
    expect(promote.status).toBe(302);
    const memberCookie = await signInCookie(member);
    expect(memberCookie).not.toBeNull();
    expect(await stillSignedIn(memberCookie!)).toBe(true);
  });

  it("answers a missing choice, an unknown role and an unknown user with 4xx", async () => {
    await accounts({ secondAdmin: false });
    const cookie = await adminCookie();
    const id = await idOf(member.email);
    const missing = await postForm(`/admin/users/${id}`, {}, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Bir rol seçin.");
    const unknown = await postForm(`/admin/users/${id}`, { role: "superadmin" }, cookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Geçersiz rol.");
    const nobody = await postForm("/admin/users/olmayan-kimlik", { role: "admin" }, cookie);
    expect(nobody.status).toBe(404);
    await nobody.arrayBuffer();
    const page = await appFetch("/admin/users/olmayan-kimlik", { cookie });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Kullanıcı bulunamadı.");
    expect(await roleOf(member.email)).toBe("member");
  });
});

describe("changing one's own password", () => {
  beforeEach(() => accounts({ secondAdmin: false }));

  it("refuses a wrong current password with 400 and sends no typed value back", async () => {
    const cookie = await adminCookie();
    const typed = {
      currentPassword: "yanlis-sifre-987",
      newPassword: "yepyeni-sifre-654",
      confirmPassword: "yepyeni-sifre-654",
    };
    const response = await postForm("/admin/password", typed, cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Mevcut şifre hatalı.");
    for (const value of Object.values(typed)) expect(html).not.toContain(value);
    expect(await signInCookie(admin)).not.toBeNull();
  });

  it("refuses a weak or mismatched new password with the schema's messages, echoing nothing", async () => {
    const cookie = await adminCookie();
    const typed = { currentPassword: admin.password, newPassword: "kisaSifre", confirmPassword: "baskaSifre77" };
    const response = await postForm("/admin/password", typed, cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Yeni şifre en az 12 karakter olmalıdır.");
    expect(html).toContain("Şifreler eşleşmiyor.");
    for (const value of Object.values(typed)) expect(html).not.toContain(value);
  });

  it("changes it: this session stays, the others end, only the new password signs in", async () => {
    const cookie = await adminCookie();
    const elsewhere = await adminCookie();
    const newPassword = "yepyeni-sifre-654";
    const response = await postForm(
      "/admin/password",
      { currentPassword: admin.password, newPassword, confirmPassword: newPassword },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/password");
    expect(await stillSignedIn(cookie)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await signInCookie(admin)).toBeNull();
    expect(await signInCookie({ email: admin.email, password: newPassword })).not.toBeNull();
  });
});

describe("malformed posts to the user routes", () => {
  it("never answer with a server error", async () => {
    await accounts({ secondAdmin: false });
    const cookie = await adminCookie();
    const id = await idOf(member.email);
    const huge = "x".repeat(300_000);
    const bodies: Array<[string, BodyInit, Record<string, string>]> = [
      ["empty", "", { "Content-Type": "application/x-www-form-urlencoded" }],
      [
        "repeated",
        "role=admin&role=member&currentPassword=a&currentPassword=b",
        { "Content-Type": "application/x-www-form-urlencoded" },
      ],
      [
        "oversized",
        new URLSearchParams({ role: huge, currentPassword: huge, newPassword: huge, confirmPassword: huge }).toString(),
        { "Content-Type": "application/x-www-form-urlencoded" },
      ],
      ["JSON", JSON.stringify({ role: "admin" }), { "Content-Type": "application/json" }],
      ["multipart without boundary", "--x\r\nbroken", { "Content-Type": "multipart/form-data" }],
      [
        "broken percent-encoding",
        "role=%E0%A4%A&currentPassword=%",
        { "Content-Type": "application/x-www-form-urlencoded" },
      ],
      [
        "declared too large",
        "role=admin",
        { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(50 * 1024 * 1024) },
      ],
    ];
    const failures: string[] = [];
    for (const path of [
      "/admin/users",
      `/admin/users/${id}`,
      "/admin/users/olmayan-kimlik",
      "/admin/users/%00%27",
      "/admin/password",
    ]) {
      for (const [name, body, headers] of bodies) {
        const response = await appFetch(path, {
          method: "POST",
          body,
          cookie,
          headers: { ...headers, Origin: origin },
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path} ${name}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await roleOf(member.email)).toBe("member");
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it("refuse the whole admin without a session", async () => {
    await accounts({ secondAdmin: false });
    for (const path of ["/admin/users", `/admin/users/${await idOf(member.email)}`, "/admin/password"]) {
      const get = await appFetch(path);
      expect(get.status, path).toBe(302);
      expect(get.headers.get("Location"), path).toMatch(/^\/admin\/login/);
      const post = await postForm(path, {
        role: "admin",
        currentPassword: "x",
        newPassword: "yepyeni-sifre-654",
        confirmPassword: "yepyeni-sifre-654",
      });
      // The role form's typed fields go on to the sign-in page with the post (307, decision 056);
      // the password form's are never carried.
      expect(post.status, path).toBe(path.startsWith("/admin/users/") ? 307 : 302);
      expect(post.headers.get("Location"), path).toMatch(/^\/admin\/login/);
    }
    expect(await roleOf(member.email)).toBe("member");
  });
});
