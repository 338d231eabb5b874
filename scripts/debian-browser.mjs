// Debian's Chromium builds, the browsers this kind of machine can install (Playwright's own CDN is
// out of reach): the headless shell runs the end-to-end tests (tests/e2e/browsers.ts), the full
// Chromium runs Lighthouse (scripts/bench-lighthouse.mjs).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const debianBrowsers = {
  headlessShell: { path: "/usr/bin/chromium-headless-shell", package: "chromium-headless-shell" },
  chromium: { path: "/usr/bin/chromium", package: "chromium" },
};

/**
 * Installs the browser's Debian package with apt-get when its binary is missing and this process
 * is root. Returns whether the binary is there afterwards.
 */
export function ensureDebianBrowser(browser) {
  if (existsSync(browser.path)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`\n${browser.path} is missing: installing Debian's ${browser.package} package...`);
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", browser.package], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return existsSync(browser.path);
}
