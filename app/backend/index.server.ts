import type { BackendConfig } from "./config.server";
import { createD1Backend, createD1Maintenance } from "./d1";
import type { Backend, Maintenance, RequestScope } from "./port";
import { createSupabaseBackend, createSupabaseMaintenance } from "./supabase";

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

/** The scheduled job's housekeeping, per the deployment's configuration (no request, no session). */
export function createMaintenance(config: BackendConfig): Maintenance {
  switch (config.kind) {
    case "d1":
      return createD1Maintenance({ db: config.db });
    case "supabase":
      return createSupabaseMaintenance({ url: config.url, secretKey: config.secretKey });
  }
}
