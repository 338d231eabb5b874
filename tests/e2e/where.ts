// Where an end-to-end test runs. There are four browser projects: desktop (1280 px) and a 375 px
// phone, each with JavaScript on and off. An untagged test runs in all four; a tag narrows that,
// and tags combine (each one narrows further: `[where.js, where.desktop]` is desktop only).
// playwright.config.ts turns the tags into each project's filter, so a test is never started in
// a project it does not belong to (a skip inside the test would still open a browser page).
// docs/decisions/014-where-end-to-end-tests-run.md lists what runs where and why.

export const where = {
  /** Answers of the server, or a page built by the test: one run is enough (desktop). */
  once: "@once",
  /** What the page's scripts do: desktop and phone with JavaScript. */
  js: "@js",
  /** The page without JavaScript: desktop-nojs and phone-nojs. */
  noJs: "@nojs",
  /** The desktop layout: desktop and desktop-nojs. */
  desktop: "@desktop",
  /** The phone layout: phone and phone-nojs. */
  phone: "@phone",
  /** Both layouts and both script states, once each: desktop (with JavaScript) and phone-nojs. */
  corners: "@corners",
} as const;

export const projectNames = ["desktop", "desktop-nojs", "phone", "phone-nojs"] as const;
export type ProjectName = (typeof projectNames)[number];

const leftOutBy: Record<ProjectName, string[]> = {
  desktop: [where.noJs, where.phone],
  "desktop-nojs": [where.once, where.js, where.phone, where.corners],
  phone: [where.once, where.noJs, where.desktop, where.corners],
  "phone-nojs": [where.once, where.js, where.desktop],
};

/** The project's `grepInvert`: the tags that keep a test out of it. */
export function testsLeftOutOf(project: ProjectName): RegExp[] {
  return leftOutBy[project].map((tag) => new RegExp(`${tag}\\b`));
}

/** Where the setup project keeps the demo admin's signed-in session (one file per server port). */
export function adminSessionFile(port: number | string = process.env.E2E_PORT ?? 8788): string {
  return `test-results/e2e-${port}-admin-session.json`;
}
