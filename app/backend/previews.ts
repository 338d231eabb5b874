import { z } from "~/lib/zod";

import type { Actor } from "./history";
import { idSchema } from "./schemas";

// Preview links (docs/decisions/058-preview-links.md): a page's or project's form as it was when
// the link was made, kept with the link, shown to whoever holds the signed link until it expires
// or an admin revokes it. The store keeps the rows; signing the link is the site's
// (app/features/site/preview-links.server.ts).

export const previewLinkKinds = ["page", "project"] as const;
export type PreviewLinkKind = (typeof previewLinkKinds)[number];

/** How long a link lives, in days: the default the form offers, and the bounds a choice must keep. */
export const previewLinkDays = { default: 7, min: 1, max: 90 } as const;

/** The most bytes a link's kept form may hold (its texts in every language, as JSON). */
export const maxPreviewFieldsBytes = 900_000;

/** A form field a link keeps: the record's own fields and its translations' (`translations.en.title`). */
const fieldName = /^(?:[a-zA-Z]{1,30}|translations\.[a-z]{2}\.[a-zA-Z]{1,30})$/;

export const previewLinkInputSchema = z.object({
  kind: z.enum(previewLinkKinds),
  recordId: idSchema,
  days: z.coerce.number().int().min(previewLinkDays.min).max(previewLinkDays.max).default(previewLinkDays.default),
  fields: z
    .record(z.string().regex(fieldName), z.string())
    .refine((fields) => new TextEncoder().encode(JSON.stringify(fields)).byteLength <= maxPreviewFieldsBytes),
});
export type PreviewLinkInput = z.input<typeof previewLinkInputSchema>;

/** A link as the record's form lists it. */
export interface PreviewLink {
  id: string;
  kind: PreviewLinkKind;
  recordId: string;
  createdAt: string;
  createdBy: Actor;
  /** ISO 8601, UTC. */
  expiresAt: string;
  revokedAt: string | null;
}

/** A preview link as both stores keep it (d1's preview_links, Postgres' functions' rows). */
export interface PreviewLinkRow {
  id: string;
  record_type: PreviewLinkKind;
  record_id: string;
  created_at: string;
  created_by_id: string | null;
  created_by_email: string;
  expires_at: string;
  revoked_at: string | null;
}

export const toPreviewLink = (r: PreviewLinkRow): PreviewLink => ({
  id: r.id,
  kind: r.record_type,
  recordId: r.record_id,
  createdAt: r.created_at,
  createdBy: { id: r.created_by_id, email: r.created_by_email },
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
});

/** What a link opens: nothing (no such link), a link past its time or revoked, or the kept form. */
export type PreviewOpening =
  | { state: "missing" }
  | { state: "gone"; link: PreviewLink }
  | { state: "live"; link: PreviewLink; fields: Record<string, string> };

export interface PreviewLinkStore {
  /** Keeps the form's fields under a new link, valid `days` from now; its audit entry with it. */
  create(input: PreviewLinkInput): Promise<PreviewLink>;
  /** A record's links, newest first (at most 50), revoked and expired ones included. */
  list(kind: PreviewLinkKind, recordId: string): Promise<PreviewLink[]>;
  /** Ends a link now (not_found when there is none); its audit entry with it. */
  revoke(id: string): Promise<void>;
  /** Opens a link for anyone who holds it: no session needed, and it tells nothing but its own state. */
  open(id: string, now?: Date): Promise<PreviewOpening>;
}

/**
 * How many days a link is kept past its expiry before the scheduled job deletes it with the form
 * it kept: long enough for the record's list to show it as expired, short enough that a form of
 * up to `maxPreviewFieldsBytes` does not stay in the store for good. A purged link still answers
 * 410: its expiry is in its signed address (app/features/site/preview-links.server.ts).
 */
export const expiredPreviewLinkDays = 30;

/** How many of a record's links its form lists. */
export const listedPreviewLinks = 50;

/** Whether a link, as stored, shows its content at `now`. */
export const isLive = (link: PreviewLink, now: Date) =>
  link.revokedAt === null && Date.parse(link.expiresAt) > now.getTime();
