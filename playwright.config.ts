import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

// Debian's Chromium when it is there (this kind of machine cannot download Playwright's own);
// the flags keep it from reaching for the network, which is closed here.
const launchOptions = chromiumPath
  ? {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }
  : {};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };
const phone = { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions };

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so side-by-side runs (E2E_PORT) never clear each other's results.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: desktop },
    { name: "desktop-nojs", use: { ...desktop, javaScriptEnabled: false } },
    { name: "phone", use: phone },
    { name: "phone-nojs", use: { ...phone, javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `http://127.0.0.1:${port}/tr/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
