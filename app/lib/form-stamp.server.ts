// When a form was given out, as the form carries it back: the time, signed with the deployment's
// secret (COOKIE_SECRET) under a key derived for this use alone (an HMAC of a fixed label), so
// no other use of the secret signs a stamp and nobody without it can make one. The contact form
// uses it to tell a post sent sooner after the page than a person could type from one made by a
// person (docs/decisions/049-contact-messages.md).

const encoder = new TextEncoder();
const hmac = { name: "HMAC", hash: "SHA-256" } as const;

/** The stamp key of the last secret asked for (a deployment has one). */
let lastKey: { secret: string; key: Promise<CryptoKey> } | undefined;

function stampKey(secret: string): Promise<CryptoKey> {
  if (lastKey?.secret !== secret) {
    const key = (async () => {
      const master = await crypto.subtle.importKey("raw", encoder.encode(secret), hmac, false, ["sign"]);
      const derived = await crypto.subtle.sign("HMAC", master, encoder.encode("form-stamp"));
      return crypto.subtle.importKey("raw", derived, hmac, false, ["sign", "verify"]);
    })();
    lastKey = { secret, key };
  }
  return lastKey.key;
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)!.map((b) => Number.parseInt(b, 16)));

/** A stamp of the time `issuedAt` (milliseconds since 1970): "<time>.<signature>". */
export async function formStamp(secret: string, issuedAt: number): Promise<string> {
  const time = String(Math.floor(issuedAt));
  return `${time}.${toHex(await crypto.subtle.sign("HMAC", await stampKey(secret), encoder.encode(time)))}`;
}

/**
 * How long ago (milliseconds, at `now`) the stamp was given out; null when it is absent, not a
 * stamp, not signed with `secret`, or from the future.
 */
export async function formStampAge(secret: string, stamp: unknown, now: number): Promise<number | null> {
  const match = typeof stamp === "string" ? /^(\d{1,15})\.([0-9a-f]{64})$/.exec(stamp) : null;
  if (!match) return null;
  const [, time, signature] = match as unknown as [string, string, string];
  const valid = await crypto.subtle.verify("HMAC", await stampKey(secret), fromHex(signature), encoder.encode(time));
  const age = now - Number(time);
  return valid && age >= 0 ? age : null;
}
