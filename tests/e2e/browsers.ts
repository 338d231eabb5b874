import { existsSync } from "node:fs";

import { devices } from "@playwright/test";

import { debianBrowsers } from "../../scripts/debian-browser.mjs";

// The browsers both Playwright configs use (playwright.config.ts, playwright.supabase.config.ts).

// Debian's headless shell first: the end-to-end layer is bound by the browser's CPU on a 2-core
// machine, and the shell (no window system, no browser UI behind the page) ran the same 169
// tests in 5.4 min where the full Chromium's headless mode took 8.5 (docs/toolchain.md).
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  [debianBrowsers.headlessShell.path, debianBrowsers.chromium.path].find((path) => existsSync(path));

/**
 * Debian's Chromium when it is there (this kind of machine cannot download Playwright's own);
 * the flags keep it from reaching for the network, which is closed here.
 */
export const launchOptions = chromiumPath
  ? {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    }
  : {};

/** A 1280 px desktop Chrome. */
export const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };
/** A 375 px phone (Pixel 7's Chrome). */
export const phone = { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions };
