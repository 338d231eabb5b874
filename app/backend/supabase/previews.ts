import { randomToken } from "~/lib/random-token";

import { isLive, previewLinkInputSchema, previewLinkKinds, toPreviewLink, type PreviewLinkStore } from "../previews";
import { idSchema } from "../schemas";
import { parseInput } from "../validate";
import { rpc, type SupabaseContext } from "./context";

// Preview links on Supabase (supabase/migrations/20261215090000_preview_links_and_inbox_audit.sql):
// made, listed and revoked by the admin's functions under the session's JWT, each with its audit
// entry; opened by the server's key alone, which no visitor's request holds.

export function supabasePreviews(ctx: SupabaseContext): PreviewLinkStore {
  return {
    async create(input) {
      const { kind, recordId, days, fields } = parseInput(previewLinkInputSchema, input);
      return toPreviewLink(
        await rpc(ctx.session, "create_preview_link", {
          p_id: randomToken(),
          p_type: kind,
          p_record_id: recordId,
          p_fields: fields,
          p_days: days,
        }),
      );
    },

    async list(kind, recordId) {
      const type = parseInput(idSchema, kind);
      if (!(previewLinkKinds as readonly string[]).includes(type)) return [];
      const rows = await rpc(ctx.session, "list_preview_links", {
        p_type: type,
        p_record_id: parseInput(idSchema, recordId),
      });
      return rows.map(toPreviewLink);
    },

    async revoke(id) {
      await rpc(ctx.session, "revoke_preview_link", { p_id: parseInput(idSchema, id) });
    },

    async open(id, now = new Date()) {
      const answer = await rpc(ctx.server, "open_preview_link", {
        p_id: parseInput(idSchema, id),
        p_now: now.toISOString(),
      });
      if (!answer) return { state: "missing" };
      const link = toPreviewLink(answer.link);
      if (!answer.fields || !isLive(link, now)) return { state: "gone", link };
      return { state: "live", link, fields: answer.fields };
    },
  };
}
