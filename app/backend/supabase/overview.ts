import type { AdminOverview } from "../port";
import { requireAdmin, rpc, type SupabaseContext } from "./context";

/** The dashboard's live counts, in one function call. */
export function supabaseOverview(ctx: SupabaseContext): AdminOverview {
  return {
    async counts() {
      await requireAdmin(ctx);
      return rpc(ctx.session, "admin_counts");
    },
  };
}
