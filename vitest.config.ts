import { existsSync } from "node:fs";
import path from "node:path";

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

import routes from "./app/routes.ts";
import { adminRouteTemplates } from "./tests/fixtures/admin-routes.ts";
import { testMail } from "./tests/fixtures/mail.ts";

// Five layers:
//   unit   pure logic in Node
//   postgres the supabase/ schema, policies and functions on PGlite and PostgreSQL (tests/postgres)
//   worker the backend port's contract (and other server code) inside workerd, real D1 and R2
//   supabase the same contract on the supabase adapter inside workerd, against the Supabase
//          stand-in (tests/supabase-standin) on PGlite and PostgreSQL
//   app    the BUILT Worker (React Router and all) inside workerd: routes, guard, actions.
//          It needs `react-router build` first; `npm test` and `npm run test:worker` do that.
const builtWorker = "./build/server/wrangler.json";
// The app layer's sitemap splits past 80 URLs (20 pages in four languages), not 50 000, so a
// test can reach the sitemap index with a few projects (tests/app/sitemap-index.test.ts).
const appSitemapMaxUrls = "80";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const workerd = (
    name: string,
    configPath: string,
    include: string[],
    main?: string,
    extraBindings: Record<string, string> = {},
    extraTest: Partial<NonNullable<TestProjectInlineConfiguration["test"]>> = {},
  ): TestProjectInlineConfiguration => ({
    resolve: { tsconfigPaths: true },
    plugins: [
      cloudflareTest({
        main,
        wrangler: { configPath },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ADMIN_ROUTES: adminRouteTemplates(routes),
            COOKIE_SECRET: "test-cookie-secret-0123456789abcdef",
            ODD_PATHS: process.env.ODD_PATHS ?? "2000",
            MAIL_FROM: testMail.from,
            ...extraBindings,
          },
          // Notifications of contact messages (tests/fixtures/mail.ts).
          email: { send_email: [{ name: "SEND_EMAIL", destination_address: testMail.verified }] },
        },
      }),
    ],
    test: { name, include, setupFiles: ["./tests/worker/apply-migrations.ts"], testTimeout: 30_000, ...extraTest },
  });
  return {
    resolve: { tsconfigPaths: true },
    test: {
      // Node, once for every project selected: the Postgres templates and the Supabase stand-ins.
      globalSetup: ["./tests/global-setup.ts"],
      projects: [
        {
          resolve: { tsconfigPaths: true },
          test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts"], isolate: false },
        },
        // The supabase/ schema on PGlite and, when installed, a throw-away PostgreSQL server.
        {
          resolve: { tsconfigPaths: true },
          test: {
            name: "postgres",
            environment: "node",
            include: ["tests/postgres/**/*.test.ts"],
            // One process for every file: each file opens fresh databases of its own (from the
            // templates), so nothing carries over, and PGlite is not loaded again for each file.
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        // One workerd for every file in turn (a workerd each cost seconds a file): each file still
        // starts from an empty database and bucket (tests/worker/apply-migrations.ts).
        workerd(
          "worker",
          "./wrangler.toml",
          ["tests/worker/**/*.test.ts"],
          "./tests/worker/entry.ts",
          {},
          { isolate: false },
        ),
        // The supabase adapter inside workerd, against the Supabase stand-in on PGlite and PostgreSQL.
        // Its stand-ins are started by the root's global setup (Node, without workerd's module
        // conditions, which would give the `postgres` driver its Workers build).
        workerd(
          "supabase",
          "./wrangler.toml",
          ["tests/supabase/**/*.test.ts"],
          "./tests/worker/entry.ts",
          {},
          { testTimeout: 60_000, hookTimeout: 120_000 },
        ),
        ...(existsSync(builtWorker)
          ? [
              workerd("app", builtWorker, ["tests/app/**/*.test.ts"], undefined, {
                SITEMAP_MAX_URLS: appSitemapMaxUrls,
                // The address the app tests send their requests to (tests/app/app-support.ts).
                SITE_URL: "https://site.test",
              }),
            ]
          : []),
      ],
    },
  };
});
