import type { SupabaseClient } from "@supabase/supabase-js";

import { adminGate, guardedBackend } from "../admin-gate";
import type { Backend, RequestScope } from "../port";
import { supabaseAudit } from "./audit";
import { supabaseAuth } from "./auth";
import { plainClient, sessionClient, visitorClient, type SupabaseContext, type SupabaseSettings } from "./context";
import { supabaseEquipment } from "./equipment";
import { supabaseHistory } from "./history";
import { supabaseMedia } from "./media";
import { supabaseMenu } from "./menu";
import { supabaseMessages } from "./messages";
import { supabaseOverview } from "./overview";
import { supabasePages } from "./pages";
import { supabasePreviews } from "./previews";
import { supabaseProjects } from "./projects";
import { supabaseRedirects } from "./redirects";
import { supabaseSettings } from "./settings";
import { supabaseSite } from "./site";
import { supabaseSlides } from "./slides";
import { readPublicFile } from "./storage";
import { supabaseTrash } from "./trash";
import { supabaseUsers } from "./users";

export type { SupabaseSettings };

/**
 * The production adapter: Postgres functions through PostgREST for data (row-level security
 * under the caller's JWT), Supabase Storage for files, Supabase Auth for sessions. One per request.
 */
export function createSupabaseBackend(settings: SupabaseSettings, scope: RequestScope): Backend {
  // A public page needs only the visitor's client, which holds nothing of the request and is
  // made once per isolate; the session's and the server's are made when first used.
  let session: SupabaseClient | undefined;
  let server: SupabaseClient | undefined;
  const ctx: SupabaseContext = {
    settings,
    scope,
    get session() {
      return (session ??= sessionClient(settings, scope));
    },
    get server() {
      return (server ??= plainClient(settings.url, settings.secretKey));
    },
    visitor: visitorClient(settings),
  };
  const gate = adminGate(() => auth.currentUser());
  const auth = supabaseAuth(ctx, gate.admin);
  return guardedBackend(
    "supabase",
    {
      site: () => supabaseSite(ctx),
      settings: () => supabaseSettings(ctx),
      slides: () => supabaseSlides(ctx),
      projects: () => supabaseProjects(ctx),
      pages: () => supabasePages(ctx),
      menu: () => supabaseMenu(ctx),
      equipment: () => supabaseEquipment(ctx),
      media: () => supabaseMedia(ctx),
      users: () => supabaseUsers(ctx),
      overview: () => supabaseOverview(ctx),
      history: () => supabaseHistory(ctx),
      trash: () => supabaseTrash(ctx),
      audit: () => supabaseAudit(ctx),
      messages: () => supabaseMessages(ctx),
      previews: () => supabasePreviews(ctx),
      redirects: () => supabaseRedirects(ctx),
      // Pages link files at Storage's public URLs; this read serves the Worker's /files route too.
      files: () => ({ read: (bucket, key) => readPublicFile(settings.url, bucket, key) }),
      auth: () => auth,
    },
    gate,
  );
}
