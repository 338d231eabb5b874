import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// HS256 JSON Web Tokens as a Supabase project with a legacy JWT secret signs them: the anon key,
// user access tokens (GoTrue) and anything a test signs itself. node:crypto only.

export type JwtPayload = Record<string, unknown> & { role?: unknown; exp?: unknown; sub?: unknown };

export type Verified = { ok: true; payload: JwtPayload } | { ok: false; reason: "malformed" | "signature" | "expired" };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const mac = (secret: string, input: string) => createHmac("sha256", secret).update(input).digest();

export function signJwt(payload: JwtPayload, secret: string): string {
  const input = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}`;
  return `${input}.${mac(secret, input).toString("base64url")}`;
}

/** Checks the signature (timing-safe) and `exp`; the payload when both hold. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Verified {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [header, body, signature] = parts as [string, string, string];
  let payload: JwtPayload;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: unknown };
    if (parsedHeader.alg !== "HS256") return { ok: false, reason: "signature" };
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as JwtPayload;
    if (typeof payload !== "object" || payload === null || Array.isArray(payload))
      return { ok: false, reason: "malformed" };
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const expected = mac(secret, `${header}.${body}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  if (typeof payload.exp === "number" && payload.exp <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, payload };
}

/** A random URL-safe string (secrets, keys, refresh tokens). */
export const randomToken = (bytes: number) => randomBytes(bytes).toString("base64url");
