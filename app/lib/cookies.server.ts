import { createContext, createCookie, type Cookie } from "react-router";

import {
  deviceCookieName,
  deviceCookieSeconds,
  flashCookieName,
  languageChoiceSeconds,
  languageCookieName,
  sessionCookieName,
  sessionLifetimeSeconds,
} from "./cookie-names";

// Every cookie the server reads or writes, through React Router's createCookie
// (docs/decisions/011-one-cookie-layer.md). A request gets one CookieJar: the backend adapter and
// the routes read and set cookies through it, and the Worker entry writes what was set into the
// response once. Nothing else touches the Cookie or Set-Cookie headers.

/** Every cookie's name, for whoever needs to find it in a header (tests, the contract suite). */
export const cookieNames = {
  session: sessionCookieName,
  flash: flashCookieName,
  device: deviceCookieName,
  language: languageCookieName,
} as const;

// Cookies only the server reads, sent only over HTTPS, and kept off cross-site posts.
const serverOnly = { httpOnly: true, secure: true, sameSite: "lax" } as const;

/**
 * The site's cookies. The flash and device cookies are signed with the deployment's secret, so a
 * toast or a known device can only come from this server; a tampered or unsigned one reads as
 * absent. The session cookie carries a random token that is checked against the store, so
 * signing would add nothing.
 */
export function defineCookies(secret: string) {
  return {
    session: createCookie(sessionCookieName, { ...serverOnly, path: "/", maxAge: sessionLifetimeSeconds }),
    flash: createCookie(flashCookieName, { ...serverOnly, path: "/admin", maxAge: 60, secrets: [secret] }),
    // Signed, so only a sign-in of this server can name a device; read by the sign-in throttle.
    device: createCookie(deviceCookieName, {
      ...serverOnly,
      path: "/",
      maxAge: deviceCookieSeconds,
      secrets: [secret],
    }),
    // The browser writes this one (document.cookie) as plain text, `language=ru`: `decode` wraps
    // the raw value into createCookie's own format (base64 JSON) and `encode` unwraps it again.
    language: createCookie(languageCookieName, {
      path: "/",
      sameSite: "lax",
      maxAge: languageChoiceSeconds,
      decode: (raw) => btoa(JSON.stringify(raw)),
      encode: (wrapped) => String(JSON.parse(atob(wrapped))),
    }),
  } satisfies Record<keyof typeof cookieNames, Cookie>;
}

export type CookieKey = keyof ReturnType<typeof defineCookies>;

/**
 * The cookie definitions depend on the secret alone: made once per secret rather than once per
 * request (docs/decisions/025-first-paint.md, the uncached render). Kept for the last secret
 * only, so a test or deployment that changes it never reads with an old one.
 */
let lastDefined: { secret: string; cookies: ReturnType<typeof defineCookies> } | undefined;
function cookiesFor(secret: string): ReturnType<typeof defineCookies> {
  if (lastDefined?.secret !== secret) lastDefined = { secret, cookies: defineCookies(secret) };
  return lastDefined.cookies;
}

/** The cookies of one request: what it sent, and what the response will set. */
export class CookieJar {
  readonly #cookies: ReturnType<typeof defineCookies>;
  readonly #header: string | null;
  readonly #setCookies: string[] = [];

  constructor(request: Request, secret: string) {
    this.#cookies = cookiesFor(secret);
    this.#header = request.headers.get("Cookie");
  }

  /**
   * The value the request sent: null when absent or (signed) tampered with. Callers check its
   * shape: createCookie reads a value it cannot decode as an empty object.
   */
  read(key: CookieKey): Promise<unknown> {
    return this.#cookies[key].parse(this.#header);
  }

  async set(key: CookieKey, value: unknown): Promise<void> {
    this.#setCookies.push(await this.#cookies[key].serialize(value));
  }

  /**
   * Whether the request sends a session cookie at all, whole or in chunks (`<name>.0`, `<name>.1`,
   * as @supabase/ssr splits a long one), readable or not.
   */
  sendsSession(): boolean {
    const name = sessionCookieName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?:^|;)\\s*${name}(?:\\.\\d+)?=`).test(this.#header ?? "");
  }

  /** The Cookie header as sent, for the one library that names and encodes its own cookies (@supabase/ssr). */
  get header(): string {
    return this.#header ?? "";
  }

  /** A cookie serialized by that library (the supabase adapter's session), set like any other. */
  setSerialized(setCookie: string): void {
    this.#setCookies.push(setCookie);
  }

  /** Tells the browser to forget the cookie. */
  async clear(key: CookieKey): Promise<void> {
    this.#setCookies.push(await this.#cookies[key].serialize("", { maxAge: 0 }));
  }

  /** The Set-Cookie values so far, in the order they were set. */
  get setCookies(): readonly string[] {
    return this.#setCookies;
  }

  /**
   * The response with every cookie set during the request: the one place Set-Cookie is written.
   * A response that sets a cookie (a session, a refreshed token, a toast) is one browser's: no
   * shared cache and no back/forward cache may keep it.
   */
  applyTo(response: Response): Response {
    if (this.#setCookies.length === 0) return response;
    const result = new Response(response.body, response);
    for (const cookie of this.#setCookies) result.headers.append("Set-Cookie", cookie);
    result.headers.set("Cache-Control", "private, no-store");
    return result;
  }
}

/** The request's cookie jar, set by the Worker entry before any loader runs. */
export const cookieJarContext = createContext<CookieJar>();
