import type { AdminGate } from "../admin-gate";
import type { UserStore } from "../port";
import { refusal } from "../refusals";
import { toProfile, type UserRow } from "../rows";
import { idSchema, roleSchema } from "../schemas";
import { parseInput } from "../validate";
import type { D1Context } from "./context";
import { actorOf, auditStatement } from "./history-sql";
import { atomically, listSlice, query, containsSearch, searchText } from "./sql";

export function d1Users(ctx: D1Context, gate: AdminGate): UserStore {
  const { db } = ctx;
  return {
    async list(window) {
      const search = searchText(window);
      return query(() =>
        listSlice(
          db,
          {
            select: "e.id, e.full_name, e.avatar_url, e.role, e.email",
            from: "FROM users e",
            matching: search
              ? `SELECT id FROM users WHERE ${containsSearch("full_name")} OR ${containsSearch("email")}`
              : null,
            orderBy: "e.created_at, e.email, e.id",
            params: search ? [search] : [],
          },
          window,
          toProfile,
        ),
      );
    },

    async get(id) {
      const row = await query(() =>
        db.prepare("SELECT id, full_name, avatar_url, role, email FROM users WHERE id = ?1").bind(id).first<UserRow>(),
      );
      return row ? toProfile(row) : null;
    },

    async setRole(userId, role) {
      const id = parseInput(idSchema, userId);
      const newRole = parseInput(roleSchema, role);
      // Nobody changes their own role (decision 032): another admin does.
      if (id === (await gate.admin()).id) throw refusal({ code: "ownRole" });
      // One statement decides: a demotion only happens while another admin remains, so two
      // demotions racing cannot both pass a count read before either wrote. A member cannot
      // hold an admin session: the same transaction ends the user's sessions unless admin.
      const before = await query(() =>
        db.prepare("SELECT role FROM users WHERE id = ?1").bind(id).first<{ role: string }>(),
      );
      const [update] = await atomically(db, [
        db
          .prepare(
            `UPDATE users SET role = ?2 WHERE id = ?1
               AND (?2 = 'admin' OR role <> 'admin' OR (SELECT COUNT(*) FROM users WHERE role = 'admin') > 1)`,
          )
          .bind(id, newRole),
        // Recorded when the role did change: the update went through, from another role.
        auditStatement(
          db,
          {
            actor: actorOf(await ctx.admin()),
            action: "role_change",
            recordType: "user",
            recordId: id,
            detail: newRole,
          },
          {
            labelSql: "(SELECT email FROM users WHERE id = ?5)",
            onlyIf: "EXISTS (SELECT 1 FROM users WHERE id = ?5 AND role = ?7) AND ?8 IS NOT ?7",
            params: [before?.role ?? null],
          },
        ),
        db
          .prepare("DELETE FROM sessions WHERE user_id = ?1 AND (SELECT role FROM users WHERE id = ?1) <> 'admin'")
          .bind(id),
      ]);
      if ((update?.meta.changes ?? 0) > 0) return;
      const exists = await query(() => db.prepare("SELECT 1 AS found FROM users WHERE id = ?1").bind(id).first());
      if (!exists) throw refusal({ code: "notFound", record: "user" });
      throw refusal({ code: "lastAdmin" });
    },
  };
}
