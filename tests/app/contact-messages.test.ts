import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

import { contactThrottle } from "~/backend/port";
import { contactMinFillSeconds } from "~/features/site/contact";
import { formStamp } from "~/lib/form-stamp.server";

import { testMail } from "../fixtures/mail";
import { appFetch, origin } from "./app-support";

// The contact form through the built Worker (docs/product.md §4.6): a person's message is stored
// and acknowledged in the page's language; a program's post (the honeypot filled, sooner than a
// person types, no stamp or a forged one) gets the very same answer and stores nothing; the
// sixth message in an hour from one address is refused and keeps what was written; an outage is
// a 503 that keeps it too. Nothing of it is cached, and the log never holds a message or an
// address. The notification goes to the settings' address through the SEND_EMAIL binding.

const secret = (env as unknown as { COOKIE_SECRET: string }).COOKIE_SECRET;
const db = env.DB;
const written = {
  name: "Иван Петров",
  email: "ivan@example.com",
  message: "Здравствуйте! Нужна смета на ремонт моста.",
};

/** A stamp of a page given out `secondsAgo` seconds ago, as the contact page's form carries it. */
const stampFrom = (secondsAgo: number) => formStamp(secret, Date.now() - secondsAgo * 1000);

/** The contact form as a browser posts it, from `address` (CF-Connecting-IP). */
async function send(
  fields: Record<string, string>,
  { path = "/ru/contact", address = "198.51.100.50", stamp }: { path?: string; address?: string; stamp?: string } = {},
) {
  const body = new URLSearchParams({
    website: "",
    stamp: stamp ?? (await stampFrom(contactMinFillSeconds + 2)),
    ...fields,
  });
  return appFetch(path, { method: "POST", body, headers: { Origin: origin, "CF-Connecting-IP": address } });
}

const storedMessages = async () =>
  (await db.prepare("SELECT name, email, message, lang, state FROM contact_messages ORDER BY received_at").all())
    .results;

const thanks = "Спасибо, ваше сообщение получено.";

/** Both the text as an input's value and as the textarea's content, as the page shows them kept. */
function expectKept(html: string) {
  expect(html).toContain(`value="${written.name}"`);
  expect(html).toContain(`value="${written.email}"`);
  expect(html).toContain(`${written.message}</textarea>`);
}

describe("the contact form", () => {
  let logged: MockInstance<typeof console.error>;

  beforeEach(async () => {
    await db.batch([
      db.prepare("DELETE FROM contact_messages"),
      db.prepare("DELETE FROM contact_attempts"),
      db.prepare("UPDATE message_settings SET notify_email = '', retention_months = 12, version = 1"),
    ]);
    logged = vi.spyOn(console, "error");
  });
  afterEach(() => {
    logged.mockRestore();
  });

  /** Everything logged so far, as one text. */
  const log = () => logged.mock.calls.map((call: unknown[]) => call.map(String).join(" ")).join("\n");

  it("stores a Russian message, unread, and thanks the visitor in Russian, the form emptied; nothing of it is cached", async () => {
    const page = await appFetch("/ru/contact");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toMatch(/name="stamp" value="\d+\.[0-9a-f]{64}"/);
    expect(html).toContain("Оставьте это поле пустым");

    const response = await send(written);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = await response.text();
    expect(answer).toContain(thanks);
    expect(answer).toContain('<html lang="ru"');
    expect(answer).not.toContain(written.message);
    expect(await storedMessages()).toEqual([{ ...written, lang: "ru", state: "unread" }]);
    // A second one (public pages post their forms natively, with JavaScript too: no data request).
    expect((await send(written, { address: "198.51.100.51" })).status).toBe(200);
    expect(await storedMessages()).toHaveLength(2);
    expect(log()).not.toContain(written.email);
  });

  it("answers a program's post exactly as a person's, and stores nothing of it", async () => {
    const person = await (await send(written)).text();
    const posts = {
      "honeypot filled": send({ ...written, website: "https://spam.example" }),
      "sooner than a person types": send(written, { stamp: await stampFrom(contactMinFillSeconds - 2) }),
      "no stamp": send(written, { stamp: "" }),
      "a forged stamp": send(written, { stamp: `${Date.now() - 60_000}.${"0".repeat(64)}` }),
      "a stamp signed with another secret": send(written, {
        stamp: await formStamp("another-secret-0123456789abcdef01", Date.now() - 60_000),
      }),
      "a stamp from the future": send(written, { stamp: await stampFrom(-60) }),
    };
    // The pages differ in their nonces alone.
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/\d+\.[0-9a-f]{64}/g, "");
    for (const [what, post] of Object.entries(posts)) {
      const response = await post;
      expect(response.status, what).toBe(200);
      expect(withoutNonces(await response.text()), what).toBe(withoutNonces(person));
    }
    expect(await storedMessages()).toHaveLength(1);
  });

  it(`refuses the message after ${contactThrottle.perAddress} in an hour from one address, in Russian, keeping what was written`, async () => {
    for (let i = 0; i < contactThrottle.perAddress; i++)
      expect((await send({ ...written, name: `Отправитель ${i}` }, { address: "203.0.113.60" })).status).toBe(200);
    const refused = await send(written, { address: "203.0.113.60" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await refused.text();
    expect(html).toContain(`За последний час с этого подключения отправлено сообщений: ${contactThrottle.perAddress}`);
    expectKept(html);
    expect(await storedMessages()).toHaveLength(contactThrottle.perAddress);
    // Someone else is not held back.
    expect((await send(written, { address: "203.0.113.61" })).status).toBe(200);
  });

  it("answers an outage of the store with a 503 that keeps what was written, logging neither message nor address", async () => {
    await db
      .prepare(
        "CREATE TRIGGER contact_down BEFORE INSERT ON contact_messages BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
      )
      .run();
    try {
      const response = await send(written);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain("Сейчас не удалось сохранить ваше сообщение.");
      expectKept(html);
    } finally {
      await db.prepare("DROP TRIGGER contact_down").run();
    }
    expect(log()).toContain("A contact message could not be stored (unavailable)");
    for (const secretPart of [written.name, written.email, written.message]) expect(log()).not.toContain(secretPart);
  });

  it("sends the notification to the settings' address through the binding; a refused one is logged without addresses", async () => {
    // No address set: nothing is sent, nothing is logged.
    expect((await send(written)).status).toBe(200);
    await db.prepare("UPDATE message_settings SET notify_email = ?1").bind(testMail.verified).run();
    expect((await send(written, { address: "198.51.100.70" })).status).toBe(200);
    // The notification leaves after the answer: give it its moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(log()).not.toContain("notification");
    // An address the binding may not send to (not verified in Email Routing): the visitor is
    // thanked all the same, the message is stored, and the failure logged without any address.
    await db.prepare("UPDATE message_settings SET notify_email = 'baska@example.com'").run();
    const response = await send(written, { address: "198.51.100.71" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(thanks);
    await vi.waitFor(() => expect(log()).toContain("its notification could not be sent"));
    expect(log()).not.toMatch(/baska@example\.com|ivan@example\.com|ornek-insaat\.example/);
    expect(await storedMessages()).toHaveLength(3);
  });
});
