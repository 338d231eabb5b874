import { existsSync } from "node:fs";
import { devices } from "@playwright/test";

// The browsers both Playwright configs use (playwright.config.ts, playwright.supabase.config.ts).

const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * Debian's Chromium when it is there (this kind of machine cannot download Playwright's own);
 * the flags keep it from reaching for the network, which is closed here.
 */
export const launchOptions = chromiumPath
  ? {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }
  : {};

/** A 1280 px desktop Chrome. */
export const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };
/** A 375 px phone (Pixel 7's Chrome). */
export const phone = { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions };
