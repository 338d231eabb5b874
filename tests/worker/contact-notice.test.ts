import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

import { messageNoticeOf, readMessageNotifier, sendMessageNotice } from "~/features/site/contact-notice.server";

import { testMail } from "../fixtures/mail";

// The notification of a new contact message (app/features/site/contact-notice.server.ts) on
// miniflare's local send_email binding, which checks the sender and the recipient as Cloudflare's
// does for a binding limited to one verified address (vitest.config.ts, tests/fixtures/mail.ts).

const bindings = env as unknown as { SEND_EMAIL: SendEmail; MAIL_FROM: string };
const message = {
  name: "Иван\r\nBcc: x@evil.example",
  email: "ivan@example.com",
  message: "Нужна смета.",
  lang: "ru" as const,
};
const link = "https://site.test/admin/messages/1";

describe("the notification of a contact message", () => {
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error");
  });
  afterEach(() => logged.mockRestore());

  it("is there only where the deployment binds SEND_EMAIL and names the address it sends from", () => {
    expect(readMessageNotifier({})).toBeNull();
    expect(logged).not.toHaveBeenCalled();
    expect(readMessageNotifier({ SEND_EMAIL: bindings.SEND_EMAIL })).toBeNull();
    expect(readMessageNotifier({ SEND_EMAIL: bindings.SEND_EMAIL, MAIL_FROM: "site" })).toBeNull();
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain("MAIL_FROM is not an e-mail address");
    expect(readMessageNotifier(env as unknown as Record<string, unknown>)).toEqual({
      binding: bindings.SEND_EMAIL,
      from: testMail.from,
    });
  });

  it("says who wrote, in Turkish, with the message, its link in the admin and the visitor to reply to", () => {
    const notice = messageNoticeOf(message, testMail.verified, testMail.from, link);
    expect(notice).toMatchObject({ from: testMail.from, to: testMail.verified, replyTo: "ivan@example.com" });
    // A name cannot add a header: the subject is one line.
    expect(notice.subject).toBe("Yeni iletişim mesajı: Иван Bcc: x@evil.example");
    expect(notice.text).toContain("Dil: Русский");
    expect(notice.text).toContain("Нужна смета.");
    expect(notice.text).toContain(`Yönetim panelinde: ${link}`);
  });

  it("goes out through the binding to the verified address", async () => {
    const notice = messageNoticeOf(message, testMail.verified, testMail.from, link);
    expect(await bindings.SEND_EMAIL.send(notice)).toEqual({ messageId: expect.any(String) });
    await sendMessageNotice({ binding: bindings.SEND_EMAIL, from: testMail.from }, notice, "r-1");
    expect(logged).not.toHaveBeenCalled();
  });

  it("fails quietly for another address: logged with the request's id, never an address, never thrown", async () => {
    const notice = messageNoticeOf(message, "someone@example.com", testMail.from, link);
    await sendMessageNotice({ binding: bindings.SEND_EMAIL, from: testMail.from }, notice, "r-2");
    const line = String(logged.mock.calls.at(-1)?.[0]);
    expect(line).toContain("requestId=r-2");
    expect(line).toContain("its notification could not be sent");
    expect(line).not.toMatch(/@/);
  });
});
