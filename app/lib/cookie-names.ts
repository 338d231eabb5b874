// The name (and lifetime) of every cookie the site uses, in one place. The server defines and reads them in
// cookies.server.ts; the browser writes the language choice itself (i18n/language-choice.ts).
// Separate constants, so the browser bundle carries only the one it uses.

/**
 * The admin session: an opaque token, the d1 adapter stores only its hash. The __Host- prefix
 * makes the browser refuse it unless it is Secure, Path=/ and without Domain, so no subdomain
 * and no plain-HTTP page can set or shadow it.
 */
export const sessionCookieName = "__Host-sid";
/** The toast shown after an admin redirect, signed with COOKIE_SECRET. */
export const flashCookieName = "admin_flash";
/**
 * The admin's browser, remembered for the account it signed in to (docs/decisions/
 * 039-account-sign-in-limit-and-device-cookies.md): a signed `{account, device}` that gives its
 * sign-ins a throttle budget of their own. __Host- as the session's.
 */
export const deviceCookieName = "__Host-device";
/** The visitor's language choice, written by the language switcher. */
export const languageCookieName = "language";

/** How long an admin session lasts, in the store and in the browser: a week. */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

/** How long a browser stays known to the account after its last successful sign-in: 180 days. */
export const deviceCookieSeconds = 180 * 24 * 60 * 60;

/** How long the browser keeps the language choice: a year. */
export const languageChoiceSeconds = 365 * 24 * 60 * 60;
