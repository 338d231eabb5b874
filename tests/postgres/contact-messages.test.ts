import { describe, expect, it } from "vitest";

import { contactThrottle } from "~/backend/port";

import { testDatabases, type Claims, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, rpcFailure, withFixtureDatabase } from "./support";

// supabase/migrations/20261211090000_contact_messages.sql on each database: only the server's key
// stores a message or runs the retention, and the per-address limit holds when posts arrive at
// once; the inbox's functions are the admin's; a direct write under any API role stores nothing.

const { admin, member } = claims;
/** The Worker's server key (SUPABASE_SECRET_KEY) calls as service_role. */
const server: Claims = { sub: "", role: "service_role", app_metadata: {}, user_metadata: {} };
const { perAddress, windowMinutes } = contactThrottle;
const message = ["Ayşe", "ayse@example.com", "Merhaba", "tr"] as const;

describe.each(testDatabases())("contact messages on $name", ({ name, open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));
  const count = async (where: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from public.contact_messages where ${where}`))[0]!.n;

  it.skipIf(!open)("are stored by the server's key alone, which no visitor, member or admin may use", async () => {
    for (const caller of [null, member, admin]) {
      expect(
        await rpcFailure(db, caller, "submit_contact_message", ...message, "192.0.2.40", perAddress, windowMinutes),
      ).toMatchObject({ code: "42501" });
      expect(await rpcFailure(db, caller, "expire_contact_messages", new Date().toISOString(), 60)).toMatchObject({
        code: "42501",
      });
    }
    // Nor straight into the table, with any of the API's keys.
    for (const caller of [null, member, admin]) {
      const inserted = await db
        .as(caller, (q) =>
          q(
            "insert into public.contact_messages (name, email, message, lang) values ('X', 'x@example.test', 'x', 'tr')",
          ),
        )
        .then(
          () => "inserted",
          (e: { code?: string }) => e.code,
        );
      expect(inserted).toBe("42501");
    }
    expect(await count("name in ('Ayşe', 'X')")).toBe(0);
    const stored = await rpc<{ accepted: boolean; id: string; notify_email: string }>(
      db,
      server,
      "submit_contact_message",
      ...message,
      "192.0.2.40",
      perAddress,
      windowMinutes,
    );
    expect(stored).toEqual({ accepted: true, id: expect.any(String), notify_email: "" });
    expect(await count(`id = '${stored.id}' and state = 'unread'`)).toBe(1);
  });

  it.skipIf(!open)("are read, marked and deleted by an admin only", async () => {
    const { id } = await rpc<{ id: string }>(db, server, "submit_contact_message", ...message, "192.0.2.41", 5, 60);
    for (const caller of [null, member]) {
      for (const [fn, ...args] of [
        ["list_contact_messages", "unread"],
        ["open_contact_message", id],
        ["unread_contact_messages"],
        ["set_contact_message_state", id, "archived"],
        ["delete_contact_message", id],
        ["message_settings_read"],
        ["save_message_settings", "", 3, 1],
      ] as const) {
        const failure = await rpcFailure(db, caller, fn, ...args);
        // anon may not execute them at all; a member's JWT is refused by the function itself.
        expect(failure, `${fn} as ${caller ? "member" : "anon"}`).toMatchObject({
          code: caller ? "PT403" : "42501",
        });
      }
    }
    expect(await count(`id = '${id}' and state = 'unread'`)).toBe(1);
    expect(await rpc(db, admin, "open_contact_message", id)).toMatchObject({ id, state: "read", message: "Merhaba" });
    await rpc(db, admin, "set_contact_message_state", id, "archived");
    expect(await rpcFailure(db, admin, "set_contact_message_state", "not-a-uuid", "read")).toMatchObject({
      code: "PT404",
    });
    // What a visitor wrote is not the admin's to change, only its state.
    const rewrite = await db
      .as(admin, (q) => q(`update public.contact_messages set message = 'değişti' where id = '${id}'`))
      .then(
        () => "updated",
        (e: { code?: string }) => e.code,
      );
    expect(rewrite).toBe("42501");
    await rpc(db, admin, "delete_contact_message", id);
    expect(await count(`id = '${id}'`)).toBe(0);
  });

  it.skipIf(!open)("keep the retention at the server's run, counted back from the time it is given", async () => {
    await db.exec(`insert into public.contact_messages (name, email, message, lang, received_at) values
      ('Eski', 'e@example.test', 'x', 'tr', '2025-01-31T10:00:00Z'),
      ('Yeni', 'y@example.test', 'x', 'tr', '2025-03-01T10:00:00Z')`);
    // Twelve months back from 2026-02-28T10:00:01Z is 2025-02-28T10:00:01Z.
    expect(await rpc(db, server, "expire_contact_messages", "2026-02-28T10:00:01Z", windowMinutes)).toBe(1);
    expect(await count("name in ('Eski', 'Yeni')")).toBe(1);
  });

  it.skipIf(!open || name === "pglite")(
    `store exactly ${perAddress} of 40 messages sent at once from one address`,
    async () => {
      // Each call holds its transaction open a moment, as a slow request would: without the
      // per-address lock, calls in flight together would all count the same rows.
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, () =>
          db.as(server, async (q) => {
            const [row] = await q<{ r: { accepted: boolean } }>(
              "select public.submit_contact_message($1, $2, $3, $4, $5, $6, $7) as r",
              [...message, "203.0.113.40", perAddress, windowMinutes],
            );
            await new Promise((resolve) => setTimeout(resolve, 20));
            return row!.r.accepted;
          }),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(perAddress);
    },
  );
});
