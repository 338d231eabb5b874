import type { Backend, RequestScope } from "./port";
import { ConfigError, type BackendConfig } from "./config.server";
import { createD1Backend } from "./d1";

/** The backend for one request, per the deployment's configuration. */
export function createBackend(config: BackendConfig, scope: RequestScope): Backend {
  switch (config.kind) {
    case "d1":
      return createD1Backend({ db: config.db, files: config.files, signInMaxFailures: config.signInMaxFailures }, scope);
    case "supabase":
      throw new ConfigError("BACKEND=supabase is not available in this build: the supabase adapter has not landed yet. Use BACKEND=d1.");
  }
}
