import { beforeAll, describe, expect, it } from "vitest";

import { publicRouteTable } from "~/features/site/urls";

import { adminActionPaths, seedAdminFixtures } from "./admin-fixtures";
import { adminCookie, appFetch, origin, provisionAccounts } from "./app-support";

// Bodies that are broken at the HTTP level, posted to every action, public and admin: never a
// 5xx; and a body over its route's cap (declared or not) is a 413 with a clear message.

const contactPaths = publicRouteTable
  .filter((e) => e.kind === "contact")
  .map((e) => ({ lang: e.lang, path: `/${e.path}` }));

/** Every action: the contact form in each language, sign-in and sign-out, every admin route. */
async function actionPaths(): Promise<string[]> {
  return [...contactPaths.map((c) => c.path), ...(await adminActionPaths())];
}

const boundary = "----odd-boundary";
const encoder = new TextEncoder();

/** A body streamed in 64 KB chunks with no Content-Length (chunked), `total` bytes long. */
function streamedBody(total: number, prefix = "name="): ReadableStream<Uint8Array> {
  const chunk = encoder.encode("x".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(encoder.encode(prefix));
      if (sent >= total) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

const malformed: Array<[string, () => { body?: BodyInit | null; headers: Record<string, string> }]> = [
  ["no body", () => ({ body: null, headers: {} })],
  ["no body, form type", () => ({ body: null, headers: { "Content-Type": "application/x-www-form-urlencoded" } })],
  ["wrong content type", () => ({ body: "name=a&email=a@b.co&message=hi", headers: { "Content-Type": "text/plain" } })],
  ["JSON", () => ({ body: JSON.stringify({ name: "a" }), headers: { "Content-Type": "application/json" } })],
  [
    "truncated multipart",
    () => ({
      body: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nYarım`,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    }),
  ],
  ["multipart without boundary", () => ({ body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data" } })],
  [
    "broken percent-encoding",
    () => ({
      body: "name=%E0%A4%A&email=%&message=%zz",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  ],
  [
    "a file where text belongs",
    () => {
      const form = new FormData();
      form.set("name", new File(["\u0000\u00ff"], "a.bin", { type: "application/octet-stream" }));
      form.set("email", "a@b.co");
      form.set("message", "x");
      return { body: form, headers: {} };
    },
  ],
  [
    "chunked without length",
    () => ({ body: streamedBody(8 * 1024), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
  ],
  // A field name nested 12 000 levels deep in 36 KB: the form parser's recursion overflowed the stack.
  [
    "deeply nested field name",
    () => ({ body: `name${"[0]".repeat(12_000)}=x`, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
  ],
];

/** Over every cap (the media upload's, the largest, is about 41 MB): streamed, or declared. */
const oversized: Array<[string, () => { body: BodyInit; headers: Record<string, string> }]> = [
  [
    "huge field, chunked without length",
    () => ({ body: streamedBody(48 * 1024 * 1024), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
  ],
  [
    "declared too large",
    () => ({
      body: "name=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(64 * 1024 * 1024) },
    }),
  ],
];

function post(path: string, init: { body?: BodyInit | null; headers: Record<string, string> }, cookie?: string) {
  return appFetch(path, {
    method: "POST",
    body: init.body,
    cookie,
    headers: { ...init.headers, Origin: origin },
    ...(init.body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit & { cookie?: string });
}

/**
 * Actions that never read a body (a delete confirmation, the trash's restore and purge
 * confirmations, sign-out) have nothing to bound.
 */
const readsNoBody = (path: string) =>
  path.endsWith("/delete") || /^\/admin\/trash\/[^/]+\/(restore|purge)$/.test(path) || path === "/admin/logout";

describe("malformed and oversized bodies to every action", () => {
  let cookie: string;

  beforeAll(async () => {
    await provisionAccounts();
    await seedAdminFixtures();
    cookie = await adminCookie();
  });

  it("never answer a malformed body with a server error", async () => {
    const failures: string[] = [];
    for (const path of await actionPaths()) {
      if (readsNoBody(path)) continue; // would delete the fixtures or sign the test out; they read no body
      for (const [name, make] of malformed) {
        const response = await post(path, make(), cookie);
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path} ${name}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("answer an oversized body with 413 wherever a body is read", async () => {
    const failures: string[] = [];
    for (const path of await actionPaths()) {
      if (readsNoBody(path)) continue;
      // Signed in, the sign-in page sends the admin on to the dashboard whatever the action said.
      const as = path === "/admin/login" ? undefined : cookie;
      const hasAction =
        (await post(path, { body: "", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, as))
          .status !== 405;
      for (const [name, make] of oversized) {
        const response = await post(path, make(), as);
        await response.arrayBuffer();
        const expected = hasAction ? 413 : 405;
        if (response.status !== expected) failures.push(`${path} ${name}: ${response.status}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("tell the visitor, in the page's language, that the message was too large and nothing was kept", async () => {
    const required = {
      tr: "Bu alan zorunludur.",
      en: "This field is required.",
      ru: "Это поле обязательно для заполнения.",
      uz: "Bu maydonni toʻldirish majburiy.",
    };
    const expected = {
      tr: "Mesajınız çok uzun",
      en: "Your message is too long",
      ru: "Сообщение слишком длинное",
      uz: "Xabaringiz juda uzun",
    };
    for (const { lang, path } of contactPaths) {
      const response = await post(path, {
        body: streamedBody(1024 * 1024, "name=Ay%C5%9Fe&email=a%40b.co&message="),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status, path).toBe(413);
      const html = await response.text();
      expect(html).toContain(expected[lang]);
      // The fields were not read: none of them is called missing.
      expect(html, path).not.toContain(required[lang]);
    }
  });

  it("keep the contact form's values when a field is too long but the body is within its cap", async () => {
    const { path } = contactPaths.find((c) => c.lang === "en")!;
    const response = await post(path, {
      body: new URLSearchParams({
        name: "Ayşe Yılmaz",
        email: "ayse@example.com",
        message: "ж".repeat(5_001),
      }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("You can enter up to 5000 characters.");
    expect(html).toContain('value="Ayşe Yılmaz"');
  });

  it("tell the admin in Turkish that an oversized form was not read", async () => {
    const response = await post("/admin/menu/new", oversized[0]![1](), cookie);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(
      "Gönderilen form çok büyük (en fazla 300 KB). Form okunamadığı için girdiğiniz değerler korunamadı",
    );
  });

  it("refuse a sign-in body past a few kilobytes before reading it whole", async () => {
    const response = await post("/admin/login", {
      body: streamedBody(64 * 1024, "email=a%40b.co&password="),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Gönderilen form çok büyük (en fazla 4 KB)");
  });
});
