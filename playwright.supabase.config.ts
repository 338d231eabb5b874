import { defineConfig } from "@playwright/test";

import { supabasePort } from "./tests/e2e-supabase/address";
import { desktop } from "./tests/e2e/browsers";

// The smoke subset once more with BACKEND=supabase: the built Worker under wrangler dev, talking
// to the Supabase stand-in (tests/supabase-standin) over the PGlite template with the demo
// content. Its global setup starts both and stops both (no webServer entry).
//   npm run build && npx playwright test -c playwright.supabase.config.ts   (npm run test:e2e:supabase)
// Port E2E_SUPABASE_PORT (default 8790). Its results, HTML report and the Worker's log
// (e2e-supabase-server.log) are under test-results/; the Worker's state is a temp directory.

export default defineConfig({
  testDir: "tests/e2e-supabase",
  outputDir: "test-results/e2e-supabase",
  globalSetup: "./tests/e2e-supabase/global-setup.ts",
  fullyParallel: true,
  // The two projects side by side; each edits its own demo project, so they never collide.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "test-results/e2e-supabase-report" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${supabasePort}`,
    trace: "on-first-retry",
  },
  projects: [
    { name: "desktop", use: desktop },
    { name: "desktop-nojs", use: { ...desktop, javaScriptEnabled: false } },
  ],
});
