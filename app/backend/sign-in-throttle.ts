import type { CookieJar } from "~/lib/cookies.server";
import { randomToken } from "~/lib/random-token";

import { accountSignInThrottle, signInThrottle, type RequestScope } from "./port";
import { refusal } from "./refusals";

// The sign-in throttle's rules every adapter applies (docs/decisions/039-account-sign-in-limit-
// and-device-cookies.md): who is attempting (the client address's key, the account, the device
// cookie), the limits, and the slow-down of an account's answers. An attempt from a browser the
// account does not know (no valid device cookie for it):
//   e-mail + address  at most `signInThrottle.maxFailures` (10) attempts per 15 minutes
//   address alone     at most twice that, across e-mails: one address spraying many accounts
//   account alone     at most three times that per hour from any number of addresses (30): many
//                     addresses guessing one account
// An attempt from a browser that signed in to the account before (its device cookie) counts
// against that device's own budget only, 10 per 15 minutes: nobody else's failures refuse it.

/**
 * The throttle's figures besides the port's (`signInThrottle`: 10 per e-mail + address in 15
 * minutes; the 10 can be raised per deployment with SIGN_IN_MAX_FAILURES, for e2e runs).
 */
export const throttleFigures = {
  /** The per-address limit is this many times the per-pair one. */
  addressFactor: 2,
  /** The e-mail's failures (from anywhere) that cost nothing; past them, each doubles the delay. */
  slowDownAfterShare: 0.5,
  firstDelayMs: 100,
  maxDelayMs: 2_000,
} as const;

/** The key every request without a (readable) client address shares. */
export const unknownAddress = "unknown";

/**
 * The throttle's key for the client's address. Only Cloudflare's CF-Connecting-IP is trusted
 * (any other header is the client's own say); IPv6 is keyed by its /64, which one subscriber
 * holds whole, IPv4 (an IPv4-mapped IPv6 address included) by the address.
 */
export function clientAddressKey(request: Request): string {
  const header = request.headers.get("CF-Connecting-IP")?.trim() ?? "";
  if (header === "" || header.length > 64) return unknownAddress;
  return ipv4Key(header) ?? ipv6Key(header) ?? unknownAddress;
}

function ipv4Key(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number).join(".");
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail converted), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const v4 = ipv4Key(tail[1]!);
    if (!v4) return null;
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    address = `${address.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half ? half.split(":") : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function ipv6Key(text: string): string | null {
  const groups = ipv6Groups(text);
  if (!groups) return null;
  // ::ffff:a.b.c.d is an IPv4 client seen through an IPv6 socket: key it as that address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * How long to wait before answering an attempt whose budget (an account's unknown browsers, or a
 * device) has had `previous` attempts.
 */
export function slowDownMs(previous: number, maxFailures: number): number {
  const free = Math.ceil(maxFailures * throttleFigures.slowDownAfterShare);
  if (previous < free) return 0;
  return Math.min(throttleFigures.maxDelayMs, throttleFigures.firstDelayMs * 2 ** Math.min(previous - free, 16));
}

/**
 * The attempts allowed: per e-mail + address, per address across e-mails and per known device in
 * `windowMinutes`; per account from unknown browsers in `accountWindowMinutes`.
 */
export function throttleLimits(maxFailures: number = signInThrottle.maxFailures) {
  return {
    pair: maxFailures,
    address: maxFailures * throttleFigures.addressFactor,
    account: maxFailures * accountSignInThrottle.factor,
    device: maxFailures,
    windowMinutes: signInThrottle.windowMinutes,
    accountWindowMinutes: accountSignInThrottle.windowMinutes,
  };
}

/**
 * The current password was wrong too often: the sign-in's limits hold for the password form
 * too, or a session left open would let anyone guess the password at full speed.
 */
export const throttledCurrentPassword = () =>
  refusal(
    { code: "passwordChecksThrottled", windowMinutes: signInThrottle.windowMinutes },
    { fields: ["currentPassword"] },
  );

/** Who attempts a password check: the account (its e-mail as sign-in matches it), the address, the device. */
export interface SignInClient {
  email: string;
  address: string;
  /** The browser's device id when it signed in to this account before, else null (an unknown browser). */
  device: string | null;
}

/** A device id as `randomToken` makes it. */
const deviceIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** The e-mail as the throttle keys it: trimmed and lower-cased, as sign-in matches it. */
const throttleEmailKey = (email: string) => email.trim().toLowerCase();

/** The client of a password check for `email` in this request. */
export async function signInClient(scope: RequestScope, email: string): Promise<SignInClient> {
  const emailKey = throttleEmailKey(email);
  return {
    email: emailKey,
    address: clientAddressKey(scope.request),
    device: await knownDevice(scope.cookies, emailKey),
  };
}

/** The device id of the request's signed device cookie when it was set for this account, else null. */
async function knownDevice(cookies: CookieJar, emailKey: string): Promise<string | null> {
  const value = await cookies.read("device");
  if (typeof value !== "object" || value === null) return null;
  const { account, device } = value as Record<string, unknown>;
  return account === emailKey && typeof device === "string" && deviceIdPattern.test(device) ? device : null;
}

/**
 * After a successful sign-in: the browser is known to the account from now on, under a fresh
 * device id (the cookie names one account, the last signed in from this browser).
 */
export async function rememberDevice(cookies: CookieJar, emailKey: string): Promise<void> {
  await cookies.set("device", { account: emailKey, device: randomToken() });
}
