import { boundsOf, searchTextOf } from "../list-window";
import type { UserProfile, UserStore } from "../port";
import { refusal } from "../refusals";
import { idSchema, roleSchema } from "../schemas";
import { parseInput } from "../validate";
import { rpc, type SupabaseContext } from "./context";
import type { UserRow } from "./database";

// The accounts: Supabase Auth's, seen through user_profiles.

export const toProfile = (r: UserRow): UserProfile => ({
  id: r.id,
  fullName: r.full_name,
  avatarUrl: r.avatar_url,
  role: r.role,
  email: r.email,
});

export function supabaseUsers(ctx: SupabaseContext): UserStore {
  return {
    async list(window) {
      const { offset, limit } = boundsOf(window);
      const slice = await rpc(ctx.session, "list_users", {
        p_offset: offset,
        p_limit: limit,
        p_search: searchTextOf(window),
      });
      return { items: slice.items.map(toProfile), total: slice.total };
    },

    async get(id) {
      const slice = await rpc(ctx.session, "list_users", { p_id: id });
      return slice.items[0] ? toProfile(slice.items[0]) : null;
    },

    // set_user_role writes app_metadata.role (what the next JWT carries and the policies read),
    // keeps the last admin under a lock, and ends a demoted user's sessions.
    async setRole(userId, role) {
      const id = parseInput(idSchema, userId);
      const newRole = parseInput(roleSchema, role);
      await rpc(ctx.session, "set_user_role", { p_user_id: id, p_role: newRole }, (f) =>
        f.message === "last_admin" ? refusal({ code: "lastAdmin" }) : undefined,
      );
    },
  };
}
