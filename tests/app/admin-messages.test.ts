import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { appFetch, freshAdminCookie, postForm } from "./app-support";

// The admin's inbox through the built Worker: one state at a time, opening marks read, the
// dialog's buttons move a message and come back to the list as it was, delete, the settings at
// their version, and the unread count on the dashboard and in the sidebar.

const db = env.DB;
const ids = { first: "00000000-0000-4000-8000-0000000000a1", second: "00000000-0000-4000-8000-0000000000a2" };

async function seedMessages() {
  await db.batch([
    db.prepare("DELETE FROM contact_messages"),
    db.prepare("UPDATE message_settings SET notify_email = '', retention_months = 12, version = 1"),
    db
      .prepare(
        `INSERT INTO contact_messages (id, name, email, message, lang, received_at) VALUES
         (?1, 'Ayşe Yılmaz', 'ayse@example.com', 'Köprü projesi için teklif istiyoruz.
İkinci satır.', 'tr', '2026-11-20T08:30:00.000Z'),
         (?2, 'John Smith', 'john@example.com', 'A quote for a warehouse, please.', 'en', '2026-11-21T10:00:00.000Z')`,
      )
      .bind(ids.first, ids.second),
  ]);
}

const stateOf = async (id: string) =>
  (await db.prepare("SELECT state FROM contact_messages WHERE id = ?1").bind(id).first<{ state: string }>())?.state;

describe("the inbox", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await freshAdminCookie();
    await seedMessages();
  });
  const page = async (path: string) => {
    const response = await appFetch(path, { cookie });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("lists the unread messages newest first, counted on the dashboard and in the sidebar", async () => {
    const html = await page("/admin/messages");
    expect(html.indexOf("John Smith")).toBeLessThan(html.indexOf("Ayşe Yılmaz"));
    expect(html).toContain('aria-current="page"');
    expect(html).toContain("(2 okunmamış mesaj)");
    expect(await page("/admin/dashboard")).toContain("2 okunmamış mesaj");
    expect(await page("/admin/messages?state=read")).toContain("Okunmuş mesaj yok.");
    expect(await page("/admin/messages?q=kopru")).not.toContain("John Smith");
  });

  it("marks a message read when it is opened, with a reply addressed to the sender", async () => {
    const html = await page(`/admin/messages/${ids.first}`);
    expect(html).toContain("Köprü projesi için teklif istiyoruz.");
    expect(html).toContain(
      `href="mailto:ayse@example.com?subject=${encodeURIComponent("YNT: İletişim formundan gönderdiğiniz mesaj")}&amp;body=`,
    );
    expect(html).toContain(encodeURIComponent("> İkinci satır."));
    expect(await stateOf(ids.first)).toBe("read");
    expect(await page("/admin/messages")).toContain("(1 okunmamış mesaj)");
    expect(await page("/admin/messages?state=read")).toContain("Ayşe Yılmaz");
  });

  it("archives, brings back and marks unread from the dialog, back to the list as it was", async () => {
    const archived = await postForm(`/admin/messages/${ids.second}?state=read&q=john`, { state: "archived" }, cookie);
    expect(archived.status).toBe(302);
    expect(archived.headers.get("Location")).toBe("/admin/messages?state=read&q=john");
    expect(await stateOf(ids.second)).toBe("archived");
    expect(await page("/admin/messages?state=archived")).toContain("John Smith");
    // Opening an archived message leaves it in the archive.
    await page(`/admin/messages/${ids.second}`);
    expect(await stateOf(ids.second)).toBe("archived");
    await postForm(`/admin/messages/${ids.second}`, { state: "read" }, cookie);
    expect(await stateOf(ids.second)).toBe("read");
    await db.prepare("UPDATE contact_messages SET state = 'archived' WHERE id = ?1").bind(ids.second).run();
    const marked = await postForm(`/admin/messages/${ids.second}`, { state: "unread" }, cookie);
    expect([marked.status, marked.headers.get("Location")]).toEqual([302, "/admin/messages"]);
    expect(await stateOf(ids.second)).toBe("unread");
    const refused = await postForm(`/admin/messages/${ids.second}`, { state: "spam" }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Geçersiz mesaj durumu.");
    // The refusal shows the message again, which reads it: no state of the post's own.
    expect(await stateOf(ids.second)).toBe("read");
    const missing = await postForm("/admin/messages/00000000-0000-4000-8000-000000000000", { state: "read" }, cookie);
    expect(missing.status).toBe(404);
  });

  it("deletes a message after its confirmation names the sender", async () => {
    expect(await page(`/admin/messages/${ids.first}/delete`)).toContain(
      "Ayşe Yılmaz adlı kişinin mesajını silmek istediğinizden emin misiniz?",
    );
    const response = await postForm(`/admin/messages/${ids.first}/delete`, {}, cookie);
    expect(response.status).toBe(302);
    expect(await stateOf(ids.first)).toBeUndefined();
    expect((await appFetch(`/admin/messages/${ids.first}`, { cookie })).status).toBe(404);
  });

  it("saves the settings at their version, refusing a bad address, a retention out of range and a stale save", async () => {
    expect(await page("/admin/messages/settings")).toContain("Bildirim adresi");
    const bad = await postForm(
      "/admin/messages/settings",
      { notifyEmail: "adres-degil", retentionMonths: "0", version: "1" },
      cookie,
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Geçerli bir e-posta adresi girin.");
    expect(html).toContain("Saklama süresi 1 ile 120 ay arasında bir tam sayı olmalıdır.");
    expect(html).toContain('value="adres-degil"');
    const saved = await postForm(
      "/admin/messages/settings",
      { notifyEmail: "mesajlar@example.com", retentionMonths: "6", version: "1" },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(await db.prepare("SELECT notify_email, retention_months, version FROM message_settings").first()).toEqual({
      notify_email: "mesajlar@example.com",
      retention_months: 6,
      version: 2,
    });
    const stale = await postForm(
      "/admin/messages/settings",
      { notifyEmail: "", retentionMonths: "3", version: "1" },
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.");
    // Emptied, the address stops the notifications.
    await postForm("/admin/messages/settings", { notifyEmail: "", retentionMonths: "6", version: "2" }, cookie);
    expect((await db.prepare("SELECT notify_email FROM message_settings").first())?.notify_email).toBe("");
  });
});
