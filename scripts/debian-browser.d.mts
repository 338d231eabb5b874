// Types of debian-browser.mjs, for the TypeScript that picks a browser with it (tests/e2e/browsers.ts).
export interface DebianBrowser {
  path: string;
  package: string;
}

export const debianBrowsers: { headlessShell: DebianBrowser; chromium: DebianBrowser };
export function ensureDebianBrowser(browser: DebianBrowser): boolean;
