import type { BackendConfig } from "./config.server";
import { createD1Backend } from "./d1";
import { d1Maintenance } from "./d1/maintenance";
import type { Maintenance } from "./history";
import type { Backend, RequestScope } from "./port";
import { createSupabaseBackend } from "./supabase";
import { supabaseMaintenance } from "./supabase/maintenance";

/** The backend for one request, per the deployment's configuration. */
export function createBackend(config: BackendConfig, scope: RequestScope): Backend {
  switch (config.kind) {
    case "d1":
      return createD1Backend(
        {
          db: config.db,
          files: config.files,
          signInMaxFailures: config.signInMaxFailures,
          htmlSigningSecret: config.htmlSigningSecret,
        },
        scope,
      );
    case "supabase":
      return createSupabaseBackend(
        {
          url: config.url,
          anonKey: config.anonKey,
          secretKey: config.secretKey,
          signInMaxFailures: config.signInMaxFailures,
          htmlSigningSecret: config.htmlSigningSecret,
        },
        scope,
      );
  }
}

/**
 * The scheduled job's operations, per the deployment's configuration: no request, no session.
 * Only the Worker's `scheduled` handler calls this (app/worker.ts), never a route.
 */
export function createMaintenance(config: BackendConfig): Maintenance {
  switch (config.kind) {
    case "d1":
      return d1Maintenance({ db: config.db, files: config.files });
    case "supabase":
      return supabaseMaintenance({ url: config.url, anonKey: config.anonKey, secretKey: config.secretKey });
  }
}
