import type { BackendConfig } from "./config.server";
import { createD1Backend } from "./d1";
import type { Backend, RequestScope } from "./port";
import { createSupabaseBackend } from "./supabase";

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
