import { decodeHTML } from "entities";

/** Shortens plain text to at most `max` characters on a word boundary, for meta descriptions. */
export function excerpt(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * The same from stored HTML: tags dropped and character references decoded (the sanitizer
 * writes "&amp;" for "&"; React escapes the attribute again, so an undecoded one showed as
 * "&amp;" in search results and link previews).
 */
export function excerptOfHtml(html: string, max = 160): string {
  return excerpt(decodeHTML(html.replace(/<[^>]*>/g, " ")), max);
}
