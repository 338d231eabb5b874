import { beforeEach, describe, expect, it } from "vitest";

import { monthsBefore } from "~/backend/messages";
import { contactThrottle, type Backend } from "~/backend/port";
import { wordsOf } from "~/backend/refusals";
import type { ContactMessageInput } from "~/backend/schemas";

import type { ContractContext } from "./harness";
import { rejection } from "./inputs";

// The backend contract on contact messages (docs/product.md §4.6): anyone may send one, only an
// admin reads them; at most `contactThrottle.perAddress` an hour from one client address, even
// when they arrive at once; the inbox's states, search and paging; the settings at their
// version; and the scheduled job's retention run.

/** A message as the contact form sends it. */
export function messageInput(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return {
    name: "Ayşe Yılmaz",
    email: "ayse@example.com",
    message: "Merhaba, bir teklif almak istiyoruz.",
    lang: "tr",
    ...overrides,
  };
}

export function describeMessagesContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;
  /** A visitor's backend sending from `address` (CF-Connecting-IP). */
  const visitorFrom = (address: string) => h.open(undefined, undefined, address).backend;
  const unread = async () => (await admin.messages.list({ state: "unread" })).items;

  describe("contact messages", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("stores a visitor's message, listed unread for the admin and for nobody else", async () => {
      const sent = await visitorFrom("192.0.2.1").messages.submit(messageInput({ lang: "ru", name: "  Иван  " }));
      expect(sent).toEqual({ id: expect.any(String), notifyEmail: null });
      const [listed, ...others] = await unread();
      expect(others).toEqual([]);
      expect(listed).toMatchObject({
        id: sent.id,
        name: "Иван",
        email: "ayse@example.com",
        lang: "ru",
        state: "unread",
        preview: messageInput().message,
      });
      expect(Date.now() - Date.parse(listed!.receivedAt)).toBeLessThan(60_000);
      for (const call of [
        () => visitor.messages.list({ state: "unread" }),
        () => visitor.messages.open(sent.id),
        () => visitor.messages.unreadCount(),
        () => visitor.messages.setState(sent.id, "archived"),
        () => visitor.messages.delete(sent.id),
        () => visitor.messages.settings(),
      ])
        await rejection(call, "forbidden");
      expect(await admin.messages.unreadCount()).toBe(1);
      expect((await admin.overview.counts()).unreadMessages).toBe(1);
    });

    it("marks a message read when it is opened, and moves it between unread, read and archived", async () => {
      const { id } = await visitor.messages.submit(messageInput({ message: "x".repeat(500) }));
      const opened = await admin.messages.open(id);
      expect(opened).toMatchObject({ id, state: "read", message: "x".repeat(500) });
      expect((await admin.messages.list({ state: "unread" })).total).toBe(0);
      const [read] = (await admin.messages.list({ state: "read" })).items;
      expect(read?.preview).toBe("x".repeat(160));
      await admin.messages.setState(id, "archived");
      // Opening an archived message leaves it archived.
      expect((await admin.messages.open(id))?.state).toBe("archived");
      expect((await admin.messages.list({ state: "archived" })).items.map((m) => m.id)).toEqual([id]);
      await admin.messages.setState(id, "unread");
      expect(await admin.messages.unreadCount()).toBe(1);
      await admin.messages.delete(id);
      expect(await admin.messages.open(id)).toBeNull();
      expect(await h.countRows("contact_messages")).toBe(0);
    });

    it("names a message that is not there as missing, and refuses a state there is none of", async () => {
      for (const missing of ["00000000-0000-4000-8000-000000000000", "yok"]) {
        expect(await admin.messages.open(missing)).toBeNull();
        const error = await rejection(() => admin.messages.delete(missing), "not_found");
        expect(error.refusal).toEqual({ code: "notFound", record: "message" });
        await rejection(() => admin.messages.setState(missing, "read"), "not_found");
      }
      const { id } = await visitor.messages.submit(messageInput());
      await rejection(() => admin.messages.setState(id, "spam" as never), "validation");
      await rejection(() => admin.messages.list({ state: "spam" as never }), "validation");
    });

    it("refuses a message that breaks the rules and stores nothing of it", async () => {
      for (const input of [
        messageInput({ name: " " }),
        messageInput({ email: "not-an-address" }),
        messageInput({ message: "" }),
        messageInput({ message: "x".repeat(5_001) }),
        messageInput({ lang: "de" as never }),
      ]) {
        const error = await rejection(() => visitor.messages.submit(input), "validation");
        expect(error.refusal).toEqual({ code: "invalidInput" });
      }
      expect(await h.countRows("contact_messages")).toBe(0);
      expect(await h.countRows("contact_attempts")).toBe(0);
    });

    it(`takes at most ${contactThrottle.perAddress} messages an hour from one address, the rest refused and not stored`, async () => {
      const from = visitorFrom("198.51.100.7");
      for (let i = 0; i < contactThrottle.perAddress; i++)
        await from.messages.submit(messageInput({ name: `Kişi ${i}` }));
      const error = await rejection(() => from.messages.submit(messageInput()), "throttled");
      expect(error.refusal).toEqual({ code: "messagesThrottled", ...contactThrottle });
      expect(error.message).toBe(wordsOf({ code: "messagesThrottled", ...contactThrottle }));
      // Another address of the same IPv6 /64 is the same sender; another address is not.
      const v6 = visitorFrom("2001:db8:1:2::1").messages;
      for (let i = 0; i < contactThrottle.perAddress; i++) await v6.submit(messageInput());
      await rejection(() => visitorFrom("2001:db8:1:2:ffff::9").messages.submit(messageInput()), "throttled");
      await visitorFrom("198.51.100.8").messages.submit(messageInput());
      expect(await admin.messages.unreadCount()).toBe(2 * contactThrottle.perAddress + 1);
    });

    it("holds the limit when many messages from one address arrive at once", async () => {
      const from = () => visitorFrom("203.0.113.9").messages;
      const outcomes = await Promise.all(
        Array.from({ length: contactThrottle.perAddress + 4 }, () =>
          from()
            .submit(messageInput())
            .then(
              () => "stored",
              (e: { code?: string }) => e.code,
            ),
        ),
      );
      expect(outcomes.filter((o) => o === "stored")).toHaveLength(contactThrottle.perAddress);
      expect(outcomes.filter((o) => o === "throttled")).toHaveLength(4);
      expect(await h.countRows("contact_messages")).toBe(contactThrottle.perAddress);
    });

    it("lists a state newest first, in windows, searched in the name, the e-mail and the text", async () => {
      const senders = ["Şule Çelik", "Ali Veli", "Zeynep Işık"];
      for (const [i, name] of senders.entries()) {
        await visitorFrom(`192.0.2.${20 + i}`).messages.submit(
          messageInput({ name, email: `kisi${i}@example.com`, message: i === 1 ? "Köprü projesi" : "Merhaba" }),
        );
      }
      const all = await admin.messages.list({ state: "unread" });
      expect(all.items.map((m) => m.name)).toEqual(senders.toReversed());
      const window = await admin.messages.list({ state: "unread", offset: 1, limit: 1 });
      expect(window).toEqual({ items: [all.items[1]], total: 3 });
      const names = async (search: string) =>
        (await admin.messages.list({ state: "unread", search })).items.map((m) => m.name);
      expect(await names("sule")).toEqual(["Şule Çelik"]);
      expect(await names("KOPRU")).toEqual(["Ali Veli"]);
      expect(await names("kisi2@")).toEqual(["Zeynep Işık"]);
      expect((await admin.messages.list({ state: "read", search: "sule" })).total).toBe(0);
    });

    it("keeps the settings at their version, and answers a new message with the address to notify", async () => {
      const defaults = await admin.messages.settings();
      expect(defaults).toEqual({ notifyEmail: "", retentionMonths: 12, version: 1 });
      const saved = await admin.messages.saveSettings({
        notifyEmail: " bildirim@example.com ",
        retentionMonths: 6,
        version: 1,
      });
      expect(saved).toEqual({ notifyEmail: "bildirim@example.com", retentionMonths: 6, version: 2 });
      await rejection(() => admin.messages.saveSettings({ notifyEmail: "", retentionMonths: 3, version: 1 }), "stale");
      for (const bad of [
        { notifyEmail: "adres değil", retentionMonths: 6 },
        { notifyEmail: "", retentionMonths: 0 },
        { notifyEmail: "", retentionMonths: 121 },
        { notifyEmail: "", retentionMonths: 1.5 },
      ]) {
        const error = await rejection(() => admin.messages.saveSettings({ ...bad, version: 2 }), "validation");
        expect(Object.keys(error.fieldErrors)).toEqual([bad.notifyEmail ? "notifyEmail" : "retentionMonths"]);
      }
      expect(await admin.messages.settings()).toEqual(saved);
      expect(await visitor.messages.submit(messageInput())).toEqual({
        id: expect.any(String),
        notifyEmail: "bildirim@example.com",
      });
    });

    it("deletes, on the scheduled job's run, the messages older than the retention period and nothing younger", async () => {
      await visitorFrom("192.0.2.30").messages.submit(messageInput({ name: "Eski" }));
      await visitorFrom("192.0.2.31").messages.submit(messageInput({ name: "Eski 2" }));
      const maintenance = h.maintenance();
      const now = new Date();
      // The messages were received a moment before `now`: 12 months after it, they are still young enough.
      expect(await maintenance.expireMessages(new Date(now.getTime() - 60_000))).toBe(0);
      expect(await h.countRows("contact_attempts")).toBe(2);
      const inTwelveMonths = monthsBefore(now, -12);
      expect(await maintenance.expireMessages(new Date(inTwelveMonths.getTime() - 60_000))).toBe(0);
      expect(await admin.messages.unreadCount()).toBe(2);
      // The throttle's attempts are past their window by then.
      expect(await h.countRows("contact_attempts")).toBe(0);
      expect(await maintenance.expireMessages(new Date(inTwelveMonths.getTime() + 60_000))).toBe(2);
      expect(await h.countRows("contact_messages")).toBe(0);

      await visitor.messages.submit(messageInput());
      await admin.messages.saveSettings({ notifyEmail: "", retentionMonths: 1, version: 1 });
      expect(await maintenance.expireMessages(new Date(monthsBefore(now, -1).getTime() + 60_000))).toBe(1);
    });
  });
}
