import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two layers: "unit" runs pure logic in Node; "worker" runs inside workerd with real D1 and R2
// (miniflare), migrated from migrations/ before each file.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    resolve: { tsconfigPaths: true },
    test: {
      projects: [
        {
          resolve: { tsconfigPaths: true },
          test: {
            name: "unit",
            environment: "node",
            include: ["tests/unit/**/*.test.ts"],
          },
        },
        {
          resolve: { tsconfigPaths: true },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations, DEMO_SEED: "false" },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["./tests/worker/apply-migrations.ts"],
            testTimeout: 30_000,
          },
        },
      ],
    },
  };
});
