import {
  messagePreviewLength,
  messagesThrottled,
  monthsBefore,
  throttleWindowStart,
  toMessage,
  toMessageSettings,
  toMessageSummary,
  type MessageRow,
  type MessageSettingsRow,
} from "../messages";
import { contactThrottle, type MessageMaintenance, type MessageStore } from "../port";
import { refusal } from "../refusals";
import {
  contactMessageInputSchema,
  idSchema,
  messageSettingsInputSchema,
  messageStateSchema,
  type MessageState,
} from "../schemas";
import { clientAddressKey } from "../sign-in-throttle";
import { parseInput } from "../validate";
import type { D1Context } from "./context";
import { actorOf, auditStatement } from "./history-sql";
import { atomically, containsSearch, listSlice, query, searchText } from "./sql";

// The contact messages on D1 (migrations/0018): a visitor's message is counted against the
// per-address limit and stored in one batch; the admin's inbox reads, marks and deletes them.

/** A message's audit entry names its sender (?8: the message's id). */
const messageLabel = { labelSql: "(SELECT name FROM contact_messages WHERE id = ?8)" };

const summaryColumns = `e.id, e.name, e.email, e.lang, e.state, e.received_at, substr(e.message, 1, ${messagePreviewLength}) AS preview`;

export function d1Messages(ctx: D1Context): MessageStore {
  const { db } = ctx;

  /** Refuses a message that is not there (the statement that changed it changed nothing). */
  const changedOne = (result: D1Result | undefined) => {
    if ((result?.meta.changes ?? 0) === 0) throw refusal({ code: "notFound", record: "message" });
  };

  return {
    async submit(input) {
      const message = parseInput(contactMessageInputSchema, input);
      const address = clientAddressKey(ctx.scope.request);
      const now = new Date();
      const since = throttleWindowStart(now).toISOString();
      const attempt = crypto.randomUUID();
      const id = crypto.randomUUID();
      // The attempt is recorded by the statement that counts, so two posts in flight cannot both
      // read "4"; the message is stored only beside its attempt, in the same transaction.
      const [, admitted, , settings] = await atomically(db, [
        db.prepare("DELETE FROM contact_attempts WHERE attempted_at <= ?1").bind(since),
        db
          .prepare(
            `INSERT INTO contact_attempts (id, address, attempted_at) SELECT ?1, ?2, ?3
             WHERE (SELECT COUNT(*) FROM contact_attempts WHERE address = ?2 AND attempted_at > ?4) < ?5`,
          )
          .bind(attempt, address, now.toISOString(), since, contactThrottle.perAddress),
        db
          .prepare(
            `INSERT INTO contact_messages (id, name, email, message, lang, received_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM contact_attempts WHERE id = ?7)`,
          )
          .bind(id, message.name, message.email, message.message, message.lang, now.toISOString(), attempt),
        db.prepare("SELECT notify_email FROM message_settings WHERE id = 1"),
      ]);
      if (admitted?.meta.changes !== 1) throw messagesThrottled();
      const notifyEmail = (settings?.results[0] as { notify_email?: string } | undefined)?.notify_email ?? "";
      return { id, notifyEmail: notifyEmail === "" ? null : notifyEmail };
    },

    async list(window) {
      const state = parseInput(messageStateSchema, window.state);
      const search = searchText(window);
      return query(() =>
        listSlice(
          db,
          {
            select: summaryColumns,
            from: "FROM contact_messages e",
            where: `e.state = ?${search ? 2 : 1}`,
            matching: search
              ? `SELECT id FROM contact_messages WHERE ${["name", "email", "message"].map(containsSearch).join(" OR ")}`
              : null,
            orderBy: "e.received_at DESC, e.id",
            params: search ? [search, state] : [state],
          },
          window,
          toMessageSummary,
        ),
      );
    },

    async unreadCount() {
      const row = await query(() =>
        db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE state = 'unread'").first<{ n: number }>(),
      );
      return row?.n ?? 0;
    },

    async open(id) {
      const key = parseInput(idSchema, id);
      const [, read] = await atomically(db, [
        db.prepare("UPDATE contact_messages SET state = 'read' WHERE id = ?1 AND state = 'unread'").bind(key),
        db.prepare("SELECT * FROM contact_messages WHERE id = ?1").bind(key),
      ]);
      const row = read?.results[0] as (MessageRow & { message: string }) | undefined;
      return row ? toMessage(row) : null;
    },

    async setState(id, state) {
      const key = parseInput(idSchema, id);
      const to: MessageState = parseInput(messageStateSchema, state);
      const actor = actorOf(await ctx.admin());
      // The entry first, while the message's name and old state can be read: only a real change.
      const [, changed] = await atomically(db, [
        auditStatement(
          db,
          { actor, action: "update", recordType: "message", recordId: key, detail: to },
          {
            ...messageLabel,
            params: [key],
            onlyIf: "EXISTS (SELECT 1 FROM contact_messages WHERE id = ?8 AND state <> ?7)",
          },
        ),
        db.prepare("UPDATE contact_messages SET state = ?2 WHERE id = ?1").bind(key, to),
      ]);
      changedOne(changed);
    },

    async delete(id) {
      const key = parseInput(idSchema, id);
      const actor = actorOf(await ctx.admin());
      const [, deleted] = await atomically(db, [
        auditStatement(
          db,
          { actor, action: "delete", recordType: "message", recordId: key },
          { ...messageLabel, params: [key], onlyIf: "EXISTS (SELECT 1 FROM contact_messages WHERE id = ?8)" },
        ),
        db.prepare("DELETE FROM contact_messages WHERE id = ?1").bind(key),
      ]);
      changedOne(deleted);
    },

    async settings() {
      return toMessageSettings(
        await query(() => db.prepare("SELECT * FROM message_settings WHERE id = 1").first<MessageSettingsRow>()),
      );
    },

    async saveSettings(input) {
      const { version, notifyEmail, retentionMonths } = parseInput(messageSettingsInputSchema, input);
      const row = await query(() =>
        db
          .prepare(
            `UPDATE message_settings SET notify_email = ?1, retention_months = ?2, version = version + 1
             WHERE id = 1 AND version = ?3 RETURNING *`,
          )
          .bind(notifyEmail, retentionMonths, version)
          .first<MessageSettingsRow>(),
      );
      if (!row) throw refusal({ code: "stale" });
      return toMessageSettings(row);
    },
  };
}

/** The scheduled job's housekeeping on D1 (no request, no session). */
export function d1MessageMaintenance(db: D1Database): MessageMaintenance {
  return {
    async expireMessages(now) {
      const settings = toMessageSettings(
        await query(() => db.prepare("SELECT * FROM message_settings WHERE id = 1").first<MessageSettingsRow>()),
      );
      const [expired] = await atomically(db, [
        db
          .prepare("DELETE FROM contact_messages WHERE received_at < ?1")
          .bind(monthsBefore(now, settings.retentionMonths).toISOString()),
        db
          .prepare("DELETE FROM contact_attempts WHERE attempted_at <= ?1")
          .bind(throttleWindowStart(now).toISOString()),
      ]);
      return expired?.meta.changes ?? 0;
    },
  };
}
