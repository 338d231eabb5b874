// With its extension: scripts/image-variants.mjs loads this module in Node, which needs it.
import { transliterate } from "./slug.ts";

/**
 * The longest cleaned base name and extension. With the 37-character unique prefix a storage key
 * stays within 128 characters, so every stored file can be served and deleted by its URL.
 */
export const maxFileBaseLength = 80;
export const maxFileExtensionLength = 10;

/**
 * Cleans an uploaded file's name (docs/product.md §9): lowercased, transliterated, spaces to
 * hyphens, only a-z, 0-9 and hyphens in the base name, repeated hyphens collapsed, edges
 * trimmed, the extension kept (lowercased, alphanumeric); both cut to their maximum length.
 */
export function cleanFileName(original: string): string {
  const name = original.split(/[\\/]/).pop() ?? "";
  const dot = name.lastIndexOf(".");
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension
    ? transliterate(name.slice(dot + 1))
        .replace(/[^a-z0-9]/g, "")
        .slice(0, maxFileExtensionLength)
    : "";
  const cleanBase =
    transliterate(base)
      .replace(/\s+/g, "-")
      .replace(/[^a-z0-9-]/g, "")
      .replace(/-{2,}/g, "-")
      .slice(0, maxFileBaseLength)
      .replace(/^-+|-+$/g, "") || "dosya";
  return extension ? `${cleanBase}.${extension}` : cleanBase;
}

/** Storage key for an upload: a random unique prefix, then the cleaned name. Never reused. */
export function uniqueStorageKey(original: string): string {
  return `${crypto.randomUUID()}-${cleanFileName(original)}`;
}
