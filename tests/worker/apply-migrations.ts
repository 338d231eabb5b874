import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Brings the test D1 database to the current schema before each test file.
await applyD1Migrations(
  env.DB,
  (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS,
);
