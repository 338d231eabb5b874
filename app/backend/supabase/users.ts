import type { UserStore } from "../port";
import { refusal } from "../refusals";
import { toProfile } from "../rows";
import { idSchema, roleSchema } from "../schemas";
import { parseInput } from "../validate";
import { rpc, type SupabaseContext } from "./context";
import { sliceOf, windowArgs } from "./rows";

// The accounts: Supabase Auth's, seen through user_profiles.

export function supabaseUsers(ctx: SupabaseContext): UserStore {
  return {
    async list(window) {
      return sliceOf(await rpc(ctx.session, "list_users", windowArgs(window)), toProfile);
    },

    async get(id) {
      const slice = await rpc(ctx.session, "list_users", { p_id: id });
      return slice.items[0] ? toProfile(slice.items[0]) : null;
    },

    // set_user_role writes app_metadata.role (what the next JWT carries and is_admin reads),
    // keeps the last admin under a lock, ends a demoted user's sessions, and refuses a change of
    // one's own role (own_role).
    async setRole(userId, role) {
      const id = parseInput(idSchema, userId);
      const newRole = parseInput(roleSchema, role);
      await rpc(ctx.session, "set_user_role", { p_user_id: id, p_role: newRole }, (f) =>
        f.message === "last_admin"
          ? refusal({ code: "lastAdmin" })
          : f.message === "own_role"
            ? refusal({ code: "ownRole" })
            : undefined,
      );
    },
  };
}
