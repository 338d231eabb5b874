import { useSyncExternalStore } from "react";

// Which documents React runs in the browser (docs/decisions/027-public-pages-without-react-in-the-browser.md).
// A route that needs it exports `handle = hydrated` (the admin and its sign-in). Every other
// document is HTML alone: no React, no router and no loader data reach the browser.

export const hydrated = { hydrate: true } as const;

/** Whether any matched route asked for React in the browser. */
export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as Partial<typeof hydrated> | undefined)?.hydrate === true);
}

const noChange = () => () => {};

/** False on the server and while the browser hydrates, true once React runs there. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
