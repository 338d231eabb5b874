import { defineConfig } from "@playwright/test";

import { desktop, phone } from "./tests/e2e/browsers";
import { testsLeftOutOf } from "./tests/e2e/where";

const port = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so side-by-side runs (E2E_PORT) never clear each other's results.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // A save's answer on a loaded two-core machine (CI runs the workers beside the Worker) can take
  // longer than the default 5 s to show its toast; a failure only takes longer to report.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace only when a failed test is tried again (CI retries once): recording one for every
    // test costs about a fifth of the suite's time. Locally: `npx playwright test --trace=on`.
    trace: "on-first-retry",
  },
  // Each test runs only in the projects its tags allow (tests/e2e/where.ts). The admin's specs
  // open pages with the demo admin's session, signed in once by the setup project.
  projects: [
    { name: "admin-session", testMatch: /admin-session\.setup\.ts$/ },
    { name: "desktop", use: desktop, grepInvert: testsLeftOutOf("desktop"), dependencies: ["admin-session"] },
    {
      name: "desktop-nojs",
      use: { ...desktop, javaScriptEnabled: false },
      grepInvert: testsLeftOutOf("desktop-nojs"),
      dependencies: ["admin-session"],
    },
    { name: "phone", use: phone, grepInvert: testsLeftOutOf("phone"), dependencies: ["admin-session"] },
    {
      name: "phone-nojs",
      use: { ...phone, javaScriptEnabled: false },
      grepInvert: testsLeftOutOf("phone-nojs"),
      dependencies: ["admin-session"],
    },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `http://127.0.0.1:${port}/tr/`,
    timeout: 120_000,
    // npm test starts this server itself while the vitest layers run (scripts/test.mjs).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    env: { E2E_PORT: String(port) },
  },
});
