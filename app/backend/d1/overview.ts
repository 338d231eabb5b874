import type { AdminCounts, AdminOverview } from "../port";
import type { D1Context } from "./context";
import { query, rowCount } from "./sql";

/** The dashboard's live counts, in one query. */
export function d1Overview(ctx: D1Context): AdminOverview {
  return {
    async counts() {
      const row = await query(() =>
        ctx.db
          .prepare(
            `SELECT
               (${rowCount("projects", ["published/ongoing", "published/completed"])}) AS publishedProjects,
               (${rowCount("projects", ["draft/ongoing", "draft/completed"])}) AS draftProjects,
               (${rowCount("pages")}) AS pages,
               (SELECT COUNT(*) FROM homepage_sliders WHERE is_active = 1) AS activeSlides,
               (SELECT COUNT(*) FROM equipment WHERE is_visible = 1) AS visibleEquipment,
               (${rowCount("media")}) AS files,
               (SELECT COUNT(*) FROM users WHERE role = 'admin') AS admins,
               (SELECT COUNT(*) FROM contact_messages WHERE state = 'unread') AS unreadMessages`,
          )
          .first<AdminCounts>(),
      );
      return row!;
    },
  };
}
