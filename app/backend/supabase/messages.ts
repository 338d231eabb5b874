import { messagesThrottled, toMessage, toMessageSettings, toMessageSummary } from "../messages";
import { contactThrottle, type MessageMaintenance, type MessageStore } from "../port";
import { contactMessageInputSchema, idSchema, messageSettingsInputSchema, messageStateSchema } from "../schemas";
import { clientAddressKey } from "../sign-in-throttle";
import { parseInput } from "../validate";
import { rpc, type Client, type SupabaseContext } from "./context";
import { sliceOf, windowArgs } from "./rows";

// The contact messages on Supabase (supabase/migrations/20261211090000_contact_messages.sql). A
// visitor's message goes through the server's secret key, the only key that may store one: the
// function counts the address's messages before it stores anything. The inbox is the admin's,
// under the session's JWT and the table's policies.

export function supabaseMessages(ctx: SupabaseContext): MessageStore {
  return {
    async submit(input) {
      const message = parseInput(contactMessageInputSchema, input);
      const answer = await rpc(ctx.server, "submit_contact_message", {
        p_name: message.name,
        p_email: message.email,
        p_message: message.message,
        p_lang: message.lang,
        p_address: clientAddressKey(ctx.scope.request),
        p_limit: contactThrottle.perAddress,
        p_window_minutes: contactThrottle.windowMinutes,
      });
      if (!answer.accepted) throw messagesThrottled();
      return { id: answer.id, notifyEmail: answer.notify_email === "" ? null : answer.notify_email };
    },

    async list(window) {
      const state = parseInput(messageStateSchema, window.state);
      return sliceOf(
        await rpc(ctx.session, "list_contact_messages", { p_state: state, ...windowArgs(window) }),
        toMessageSummary,
      );
    },

    async unreadCount() {
      return rpc(ctx.session, "unread_contact_messages", {});
    },

    async open(id) {
      const row = await rpc(ctx.session, "open_contact_message", { p_id: parseInput(idSchema, id) });
      return row ? toMessage(row) : null;
    },

    async setState(id, state) {
      await rpc(ctx.session, "set_contact_message_state", {
        p_id: parseInput(idSchema, id),
        p_state: parseInput(messageStateSchema, state),
      });
    },

    async delete(id) {
      await rpc(ctx.session, "delete_contact_message", { p_id: parseInput(idSchema, id) });
    },

    async settings() {
      return toMessageSettings(await rpc(ctx.session, "message_settings_read", {}));
    },

    async saveSettings(input) {
      const { version, notifyEmail, retentionMonths } = parseInput(messageSettingsInputSchema, input);
      return toMessageSettings(
        await rpc(ctx.session, "save_message_settings", {
          p_notify_email: notifyEmail,
          p_retention_months: retentionMonths,
          p_version: version,
        }),
      );
    },
  };
}

/** The scheduled job's housekeeping on Supabase: the server's secret key, no request. */
export function supabaseMessageMaintenance(server: Client): MessageMaintenance {
  return {
    async expireMessages(now) {
      return rpc(server, "expire_contact_messages", {
        p_now: now.toISOString(),
        p_window_minutes: contactThrottle.windowMinutes,
      });
    },
  };
}
