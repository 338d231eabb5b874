import type { Lang, PerLang } from "~/i18n/languages";
import { sanitizeHtml } from "~/lib/sanitize-html.server";

// Content rules shared by every adapter (docs/decisions/009-html-sanitizer.md,
// 035-content-rules-on-every-write-path.md). Admin-written HTML (page and project content) is
// cleaned against the allowlist when it is saved, whoever saves it through the port, and stored
// with a keyed signature of the HTML as cleaned. A public page shows stored HTML as it is only
// when the signature is the key's (one HMAC check, microseconds); any other (HTML written past the
// port, straight into the store; saved before signatures, under another key, or under older
// cleaning rules) is cleaned when it is shown, once per isolate and text. So the save is no longer
// the only gate, and a missing or rotated key costs some CPU, never an outage.

/**
 * What a signature vouches for: the HTML was cleaned under these rules. Raise it when
 * sanitize-html.server.ts's rules change: every stored signature then stops vouching, and pages
 * clean stored HTML again (once per isolate) until it is saved again.
 */
const cleaningRules = "sanitize-html/1";

/** Admin-written HTML as it is stored: cleaned, and the signature that vouches for it ("" without a key). */
export interface StoredHtml {
  html: string;
  signature: string;
}

/** Admin-written HTML as it may be stored: only the allowlisted markup (see sanitize-html.server.ts). */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html);
}

const encoder = new TextEncoder();
/** The signing key of the last secret asked for (a deployment has one). */
let lastKey: { secret: string; key: Promise<CryptoKey> } | undefined;

/**
 * The signing key, derived from the Worker's secret (COOKIE_SECRET) for this use alone: an HMAC
 * of a fixed label, so no other use of the secret can produce a signature of stored HTML.
 */
function signingKey(secret: string): Promise<CryptoKey> {
  if (lastKey?.secret !== secret) {
    const key = (async () => {
      const hmac = { name: "HMAC", hash: "SHA-256" } as const;
      const master = await crypto.subtle.importKey("raw", encoder.encode(secret), hmac, false, ["sign"]);
      const derived = await crypto.subtle.sign("HMAC", master, encoder.encode("stored-html-signature"));
      return crypto.subtle.importKey("raw", derived, hmac, false, ["sign", "verify"]);
    })();
    lastKey = { secret, key };
  }
  return lastKey.key;
}

const signed = (html: string) => encoder.encode(`${cleaningRules}\n${html}`);
const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
const fromHex = (hex: string) =>
  /^(?:[0-9a-f]{2}){32}$/.test(hex) ? new Uint8Array(hex.match(/../g)!.map((b) => Number.parseInt(b, 16))) : null;

/** Cleans admin-written HTML and signs the result with `secret` (no secret: unsigned, cleaned when shown). */
export async function storedHtml(html: string, secret: string | undefined): Promise<StoredHtml> {
  const clean = cleanHtml(html);
  if (!secret || clean === "") return { html: clean, signature: "" };
  return { html: clean, signature: toHex(await crypto.subtle.sign("HMAC", await signingKey(secret), signed(clean))) };
}

/** A record's translations as they are stored: each content cleaned (storedHtml), its signature beside it. */
export async function translationsToStore<L extends string, T extends { content: string }>(
  translations: Record<L, T>,
  secret: string | undefined,
): Promise<Record<L, T & { contentSignature: string }>> {
  const entries = await Promise.all(
    (Object.entries(translations) as Array<[L, T]>).map(async ([lang, t]) => {
      const { html, signature } = await storedHtml(t.content, secret);
      return [lang, { ...t, content: html, contentSignature: signature }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<L, T & { contentSignature: string }>;
}

/** Whether `signature` is the key's for `html`; a malformed signature or a failing check is no. */
async function vouchedFor(html: string, signature: string, secret: string): Promise<boolean> {
  const bytes = fromHex(signature);
  if (!bytes) return false;
  try {
    return await crypto.subtle.verify("HMAC", await signingKey(secret), bytes, signed(html));
  } catch {
    return false;
  }
}

/**
 * Texts cleaned when shown, kept per isolate (the page cache keeps most pages; this keeps what it
 * misses from being cleaned again on every view). Keyed by the text itself; bounded by the
 * characters held, emptied when full.
 */
const cleanedWhenShown = new Map<string, string>();
const cleanedCharsLimit = 2_000_000;
let cleanedChars = 0;

function cleanedForShowing(html: string): string {
  let clean = cleanedWhenShown.get(html);
  if (clean === undefined) {
    clean = cleanHtml(html);
    console.warn(
      `Stored HTML (${html.length} characters) had no valid signature and was cleaned to be shown: saved before signatures or under another COOKIE_SECRET, or written straight into the store. Saving it again signs it.`,
    );
    if (cleanedChars + html.length + clean.length > cleanedCharsLimit) {
      cleanedWhenShown.clear();
      cleanedChars = 0;
    }
    cleanedWhenShown.set(html, clean);
    cleanedChars += html.length + clean.length;
  }
  return clean;
}

/** Stored HTML as a public page may show it: as stored when its signature vouches for it, else cleaned now. Never throws. */
export async function trustedHtml(html: string, signature: string, secret: string | undefined): Promise<string> {
  if (html === "") return "";
  if (secret && (await vouchedFor(html, signature, secret))) return html;
  return cleanedForShowing(html);
}

/** A public record whose content a page shows, with that content as the page may show it (trustedHtml). */
export async function withTrustedContent<T extends { content: string; contentLang: Lang }>(
  record: T,
  signatures: PerLang<string>,
  secret: string | undefined,
): Promise<T> {
  return { ...record, content: await trustedHtml(record.content, signatures[record.contentLang] ?? "", secret) };
}

/** The content signatures of a record's translations as the stores return them (`content_signature`). */
export const contentSignaturesOf = (translations: PerLang<Record<string, unknown>>): PerLang<string> =>
  Object.fromEntries(
    Object.entries(translations).map(([lang, t]) => [
      lang,
      typeof t?.content_signature === "string" ? t.content_signature : "",
    ]),
  ) as PerLang<string>;
