import type { AdminOverview } from "../port";
import { rpc, type SupabaseContext } from "./context";

/** The dashboard's live counts, in one function call. */
export function supabaseOverview(ctx: SupabaseContext): AdminOverview {
  return {
    async counts() {
      return rpc(ctx.session, "admin_counts", {});
    },
  };
}
