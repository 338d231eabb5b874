import type { AdminCounts, AdminOverview } from "../port";
import { requireAdmin, type D1Context } from "./context";
import { query } from "./sql";

/** The dashboard's live counts, in one query. */
export function d1Overview(ctx: D1Context): AdminOverview {
  return {
    async counts() {
      await requireAdmin(ctx);
      const row = await query(() =>
        ctx.db
          .prepare(
            `SELECT
               (SELECT COUNT(*) FROM projects WHERE status = 'published') AS publishedProjects,
               (SELECT COUNT(*) FROM projects WHERE status = 'draft') AS draftProjects,
               (SELECT COUNT(*) FROM pages) AS pages,
               (SELECT COUNT(*) FROM homepage_sliders WHERE is_active = 1) AS activeSlides,
               (SELECT COUNT(*) FROM equipment WHERE is_visible = 1) AS visibleEquipment,
               (SELECT COUNT(*) FROM media_library) AS files,
               (SELECT COUNT(*) FROM users WHERE role = 'admin') AS admins`,
          )
          .first<AdminCounts>(),
      );
      return row!;
    },
  };
}
