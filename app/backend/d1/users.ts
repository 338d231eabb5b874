import { BackendError, notFound } from "../errors";
import type { UserProfile, UserStore } from "../port";
import { idSchema, roleSchema, type Role } from "../schemas";
import { parseInput } from "../validate";
import { requireAdmin, type D1Context } from "./context";
import { atomically, query } from "./sql";

export const lastAdminMessage = "En az bir yönetici kalmalıdır.";

export function d1Users(ctx: D1Context): UserStore {
  const { db } = ctx;
  return {
    async list() {
      await requireAdmin(ctx);
      return query(async () => {
        const { results } = await db
          .prepare("SELECT id, full_name, avatar_url, role, email FROM users ORDER BY created_at, email")
          .all<{ id: string; full_name: string; avatar_url: string; role: Role; email: string }>();
        return results.map((r): UserProfile => ({ id: r.id, fullName: r.full_name, avatarUrl: r.avatar_url, role: r.role, email: r.email }));
      });
    },

    async setRole(userId, role) {
      await requireAdmin(ctx);
      const id = parseInput(idSchema, userId);
      const newRole = parseInput(roleSchema, role);
      const user = await query(() => db.prepare("SELECT role FROM users WHERE id = ?1").bind(id).first<{ role: Role }>());
      if (!user) throw notFound("Kullanıcı");
      if (user.role === "admin" && newRole !== "admin") {
        const admins = await query(() => db.prepare("SELECT COUNT(*) AS n FROM users WHERE role = 'admin'").first<{ n: number }>());
        if ((admins?.n ?? 0) <= 1) throw new BackendError("validation", lastAdminMessage);
      }
      // A member cannot hold an admin session: demotion ends the user's sessions too.
      await atomically(db, [
        db.prepare("UPDATE users SET role = ?2 WHERE id = ?1").bind(id, newRole),
        ...(newRole === "admin" ? [] : [db.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(id)]),
      ]);
    },
  };
}
