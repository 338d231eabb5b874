import { createContext } from "react-router";

import type { Lang } from "~/i18n/languages";

// A preview link's signature (docs/decisions/058-preview-links.md): `<id>.<expiry>.<signature>`,
// the signature an HMAC-SHA-256 of the id and the expiry (seconds since 1970) under a key derived
// from COOKIE_SECRET for this use alone. A link whose signature does not hold is no link (404)
// before anything is read; one past its expiry is gone (410) whatever the store says.

/** The Worker's secret (COOKIE_SECRET), from which the links' key is derived. */
export const previewSecretContext = createContext<string>();

const encoder = new TextEncoder();
let lastKey: { secret: string; key: Promise<CryptoKey> } | undefined;

function linkKey(secret: string): Promise<CryptoKey> {
  if (lastKey?.secret !== secret) {
    const key = (async () => {
      const hmac = { name: "HMAC", hash: "SHA-256" } as const;
      const master = await crypto.subtle.importKey("raw", encoder.encode(secret), hmac, false, ["sign"]);
      const derived = await crypto.subtle.sign("HMAC", master, encoder.encode("preview-link-signature"));
      return crypto.subtle.importKey("raw", derived, hmac, false, ["sign", "verify"]);
    })();
    lastKey = { secret, key };
  }
  return lastKey.key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const signed = (id: string, expiry: number) => encoder.encode(`${id}.${expiry}`);

/** A link's token: its id, its expiry and their signature. */
export async function signPreviewToken(secret: string, id: string, expiresAt: string): Promise<string> {
  const expiry = Math.floor(Date.parse(expiresAt) / 1000);
  const signature = await crypto.subtle.sign("HMAC", await linkKey(secret), signed(id, expiry));
  return `${id}.${expiry}.${base64url(signature)}`;
}

/** A token's id and expiry when its signature holds, else null. */
export async function readPreviewToken(secret: string, token: string): Promise<{ id: string; expiresAt: Date } | null> {
  const match = /^([A-Za-z0-9_-]{20,100})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  const bytes = fromBase64url(signature);
  if (!bytes) return null;
  const holds = await crypto.subtle.verify("HMAC", await linkKey(secret), bytes, signed(id, Number(expiry)));
  return holds ? { id, expiresAt: new Date(Number(expiry) * 1000) } : null;
}

/** A link's address in a language. */
export const previewLinkPath = (lang: Lang, token: string) => `/${lang}/preview/${token}`;
