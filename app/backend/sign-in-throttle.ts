import { signInThrottle } from "./port";
import { refusal } from "./refusals";

// The sign-in throttle's rules every adapter applies (docs/decisions/015-sign-in-throttle-and-sessions.md):
// the client address's key, the per-address limit, and the slow-down of an e-mail's answers.
//   e-mail + address  at most `signInThrottle.maxFailures` (10) attempts per window: the real limit
//   address alone     at most twice that, across e-mails: one address spraying many accounts
//   e-mail alone      never refused, only slowed down: someone else's failures on the admin's
//                     e-mail must not keep the admin out

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

/** How long to wait before answering an attempt on an e-mail that has failed `previous` times. */
export function slowDownMs(previous: number, maxFailures: number): number {
  const free = Math.ceil(maxFailures * throttleFigures.slowDownAfterShare);
  if (previous < free) return 0;
  return Math.min(throttleFigures.maxDelayMs, throttleFigures.firstDelayMs * 2 ** Math.min(previous - free, 16));
}

/** The attempts allowed per window: per e-mail + address, and per address across e-mails. */
export function throttleLimits(maxFailures: number = signInThrottle.maxFailures) {
  return {
    pair: maxFailures,
    address: maxFailures * throttleFigures.addressFactor,
    windowMinutes: signInThrottle.windowMinutes,
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
