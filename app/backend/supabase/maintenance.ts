import { auditRetentionDays, trashDays, type Maintenance } from "../history";
import { withImageVariants } from "../image-files.server";
import { daysBefore } from "../maintenance-time";
import { expiredPreviewLinkDays } from "../previews";
import { plainClient, rpc, type SupabaseSettings } from "./context";
import { supabaseMessageMaintenance } from "./messages";
import { supabaseStorage } from "./storage";
import { removePurgedImages } from "./trash";

// The scheduled job's operations on Supabase (../maintenance.ts runs them): the server's secret
// key, the only one that may call empty_trash, prune_audit_log and purge_preview_links; no session, no request.

/** How many trash entries one call purges; the job calls again until none is left. */
const purgeBatch = 50;

export function supabaseMaintenance(settings: Pick<SupabaseSettings, "url" | "anonKey" | "secretKey">): Maintenance {
  const server = plainClient(settings.url, settings.secretKey);
  const storage = withImageVariants(supabaseStorage(server, settings.url));
  return {
    ...supabaseMessageMaintenance(server),
    async emptyTrash(now) {
      const before = daysBefore(now, trashDays);
      let purged = 0;
      for (;;) {
        const batch = await rpc(server, "empty_trash", { p_before: before, p_limit: purgeBatch });
        await removePurgedImages(storage, settings.url, batch.images);
        purged += batch.purged;
        if (batch.purged < purgeBatch) return purged;
      }
    },

    async pruneAuditLog(now) {
      return rpc(server, "prune_audit_log", { p_before: daysBefore(now, auditRetentionDays) });
    },

    async purgePreviewLinks(now) {
      return rpc(server, "purge_preview_links", { p_before: daysBefore(now, expiredPreviewLinkDays) });
    },
  };
}
