import type { MediaUse } from "./refusal-codes";
import { refusal, wordsOf } from "./refusals";

export type { MediaUse };

// Where a media-library file is used (docs/product.md §10: no row ever points at a deleted file).
// Each adapter finds the rows that hold the file's URL — `media-library/<key>` anywhere in the
// text, which matches the d1 adapter's `/files/media-library/<key>`, Supabase Storage's public
// URL and the same address inside admin-written HTML — and hands them here as `MediaUseRow`s;
// what they are called, and the refusal, are the same for every adapter (the words: ./words/tr.ts).

/** One row that holds the file's URL, as an adapter's query returns it. */
export interface MediaUseRow {
  /**
   * `setting` (detail: the setting's key, value: its JSON), `page`, `project`, `slide`, `machine`,
   * or a record in the `trash` (detail: its Turkish name).
   */
  kind: "setting" | "page" | "project" | "slide" | "machine" | "trash";
  detail: string;
  value?: unknown;
}

/** What the adapters search for: the file's address without the host or route before it. */
export const mediaUseNeedle = (key: string) => `media-library/${key}`;

const holds = (value: unknown, needle: string) => typeof value === "string" && value.includes(needle);
const parsed = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** The uses behind an adapter's rows: a setting is named by the field that holds the file. */
export function mediaUsesOf(rows: MediaUseRow[], key: string): MediaUse[] {
  const needle = mediaUseNeedle(key);
  const uses: MediaUse[] = [];
  for (const row of rows) {
    if (row.kind !== "setting") {
      uses.push({ kind: row.kind, name: row.detail });
      continue;
    }
    const value = parsed(row.value);
    if (row.detail === "general" && holds((value as { logoUrl?: unknown } | null)?.logoUrl, needle))
      uses.push({ kind: "siteLogo" });
    else if (row.detail === "about_summary_image_url") uses.push({ kind: "aboutImage" });
    else if (row.detail === "client_logos" && Array.isArray(value)) {
      const logos = value.filter((logo) => holds((logo as { imageUrl?: unknown } | null)?.imageUrl, needle));
      for (const logo of logos)
        uses.push({ kind: "clientLogo", name: String((logo as { name?: unknown }).name ?? "") });
      if (logos.length === 0) uses.push({ kind: "setting", key: row.detail });
    } else uses.push({ kind: "setting", key: row.detail });
  }
  return uses;
}

/** The refusal of a delete while the file is used, in the admin's words: nothing was deleted. */
export const mediaInUseMessage = (uses: MediaUse[]) => wordsOf({ code: "mediaInUse", uses });

export const mediaInUse = (uses: MediaUse[]) => refusal({ code: "mediaInUse", uses });
