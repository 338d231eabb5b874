import { describe, expect, it } from "vitest";

import { ConfigError, readCookieSecret } from "~/backend/config.server";
import { CookieJar, cookieNames } from "~/lib/cookies.server";

// The cookie layer as a browser and an operator see it: what a response sets, what the next
// request reads back, and what it refuses to read.

const secret = "unit-test-cookie-secret-0123456789";
const toast = { kind: "success", title: "Başarılı", message: "Proje kaydedildi. ✓" };

function jarFor(cookie?: string, jarSecret = secret): CookieJar {
  return new CookieJar(
    new Request("https://site.test/admin", { headers: cookie ? { Cookie: cookie } : {} }),
    jarSecret,
  );
}

/** The Cookie header a browser sends back after these Set-Cookie headers. */
function sentBack(setCookies: readonly string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

function attributes(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

describe("session cookie", () => {
  it("carries the token to the next request", async () => {
    const response = jarFor();
    await response.set("session", "jeton-123_abc");
    expect(response.setCookies[0]).toMatch(new RegExp(`^${cookieNames.session}=`));
    expect(await jarFor(sentBack(response.setCookies)).read("session")).toBe("jeton-123_abc");
  });

  it("is HttpOnly, Secure, SameSite=Lax, for the whole site, for a week", async () => {
    const jar = jarFor();
    await jar.set("session", "jeton");
    expect(attributes(jar.setCookies[0]!)).toEqual(
      expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/", "max-age=604800"]),
    );
  });

  it("is forgotten with an empty value that expires at once", async () => {
    const jar = jarFor();
    await jar.clear("session");
    expect(jar.setCookies[0]).toMatch(new RegExp(`^${cookieNames.session}=;`));
    expect(attributes(jar.setCookies[0]!)).toContain("max-age=0");
  });

  it("reads nothing from an absent cookie", async () => {
    expect(await jarFor().read("session")).toBeNull();
    expect(await jarFor("other=1").read("session")).toBeNull();
  });
});

describe("flash cookie", () => {
  async function flashed(): Promise<string> {
    const jar = jarFor();
    await jar.set("flash", toast);
    return jar.setCookies[0]!;
  }

  it("carries a toast, Turkish letters and all, to the next request", async () => {
    expect(await jarFor(sentBack([await flashed()])).read("flash")).toEqual(toast);
  });

  it("is HttpOnly, Secure, SameSite=Lax, only under /admin, for a minute", async () => {
    expect(attributes(await flashed())).toEqual(
      expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/admin", "max-age=60"]),
    );
  });

  it("is signed: a changed toast, a changed signature or another secret reads as nothing", async () => {
    const pair = sentBack([await flashed()]);
    const value = decodeURIComponent(pair.slice(pair.indexOf("=") + 1));
    const dot = value.lastIndexOf(".");
    const [payload, signature] = [value.slice(0, dot), value.slice(dot + 1)];
    const forgedPayload = base64Json({ ...toast, message: "Sahte mesaj" });
    const forgedSignature = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const cookie = (v: string) => `${cookieNames.flash}=${encodeURIComponent(v)}`;

    expect(await jarFor(cookie(value)).read("flash")).toEqual(toast);
    expect(await jarFor(cookie(`${forgedPayload}.${signature}`)).read("flash")).toBeNull();
    expect(await jarFor(cookie(`${payload}.${forgedSignature}`)).read("flash")).toBeNull();
    expect(await jarFor(cookie(value), "another-secret-0123456789abcdefgh").read("flash")).toBeNull();
  });

  it("ignores an unsigned toast, as the site wrote it before signing", async () => {
    const unsigned = base64Json(toast);
    expect(await jarFor(`${cookieNames.flash}=${unsigned}`).read("flash")).toBeNull();
  });
});

describe("language cookie", () => {
  it("reads the plain value the language switcher writes in the browser", async () => {
    expect(await jarFor(`sid=x; ${cookieNames.language}=ru; other=1`).read("language")).toBe("ru");
  });

  it("round-trips as plain text, the way the browser writes it", async () => {
    const jar = jarFor();
    await jar.set("language", "de");
    expect(jar.setCookies[0]).toMatch(new RegExp(`^${cookieNames.language}=de;`));
    expect(attributes(jar.setCookies[0]!)).toEqual(
      expect.arrayContaining(["path=/", "samesite=lax", "max-age=31536000"]),
    );
    expect(await jarFor(sentBack(jar.setCookies)).read("language")).toBe("de");
  });
});

describe("the response", () => {
  it("gets every cookie set during the request, in order, and keeps its own headers", async () => {
    const jar = jarFor();
    await jar.set("session", "jeton");
    await jar.set("flash", toast);
    const response = jar.applyTo(new Response("gövde", { status: 201, headers: { "Content-Type": "text/plain" } }));
    expect(response.status).toBe(201);
    expect(response.headers.get("Content-Type")).toBe("text/plain");
    expect(await response.text()).toBe("gövde");
    expect(response.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual([
      cookieNames.session,
      cookieNames.flash,
    ]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("sends a session cookie shaped elsewhere (the supabase adapter's) and notices one sent in chunks", () => {
    const jar = new CookieJar(
      new Request("https://site.test/", {
        headers: { Cookie: `language=ru; ${cookieNames.session}.0=base64-abc; ${cookieNames.session}.1=def` },
      }),
      secret,
    );
    expect(jar.sendsSession()).toBe(true);
    expect(jar.header).toContain(`${cookieNames.session}.0=`);
    jar.setSerialized(`${cookieNames.session}=base64-xyz; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(jar.applyTo(new Response("x")).headers.getSetCookie()).toEqual([
      `${cookieNames.session}=base64-xyz; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
    expect(
      new CookieJar(
        new Request("https://site.test/", { headers: { Cookie: "language=ru; x__Host-sid=1" } }),
        secret,
      ).sendsSession(),
    ).toBe(false);
  });

  it("is left alone when nothing was set", () => {
    const original = new Response("x");
    expect(jarFor().applyTo(original)).toBe(original);
  });
});

describe("COOKIE_SECRET", () => {
  it("is required, and the error names it and how to set it", () => {
    for (const env of [{}, { COOKIE_SECRET: "" }]) {
      const attempt = () => readCookieSecret(env);
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        /Missing environment variable COOKIE_SECRET: set it with `npx wrangler secret put COOKIE_SECRET`/,
      );
    }
  });

  it("refuses a short secret", () => {
    expect(() => readCookieSecret({ COOKIE_SECRET: "kisa" })).toThrow(/COOKIE_SECRET must be at least 32 characters/);
    expect(readCookieSecret({ COOKIE_SECRET: secret })).toBe(secret);
  });
});
