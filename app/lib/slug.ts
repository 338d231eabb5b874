// Slugs and transliteration, shared by project slugs, page slugs and upload file names.
// Turkish letters become their ASCII neighbours (ş → s, ı → i, İ → i); Cyrillic (Russian and
// Uzbek) is transliterated; Uzbek Latin apostrophes (oʻ, gʻ) are dropped.

// Letters whose Unicode decomposition would lose their sound (й = и + breve), mapped before
// normalisation strips the marks.
const composedLetters: Record<string, string> = {
  й: "y",
  ё: "yo",
  ў: "o",
  ї: "yi",
};

const letterMap: Record<string, string> = {
  ı: "i",
  ß: "ss",
  æ: "ae",
  ø: "o",
  đ: "d",
  ł: "l",
  œ: "oe",
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ж: "zh",
  з: "z",
  и: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  қ: "q",
  ғ: "g",
  ҳ: "h",
  є: "ye",
  і: "i",
};

// Apostrophe-like marks inside words (Uzbek oʻ/gʻ, English "don't") vanish instead of
// splitting the word.
const apostrophes = /['’ʻʼ`´]/g;

/** Lowercase ASCII letters and digits, everything else mapped or turned into separators. */
export function transliterate(text: string): string {
  let composed = "";
  for (const ch of text.toLowerCase()) composed += composedLetters[ch] ?? ch;
  const bare = composed.normalize("NFKD").replace(/\p{M}/gu, "");
  let out = "";
  for (const ch of bare) out += letterMap[ch] ?? ch;
  return out.replace(apostrophes, "");
}

/**
 * URL slug: transliterated, lowercase, words joined by single hyphens, nothing but a-z, 0-9
 * and hyphens, no hyphen at either end. Returns "" when nothing usable is left.
 */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Slugs no project may take: the fixed sub-paths of the project lists (docs/urls.md). */
export const reservedProjectSlugs: ReadonlySet<string> = new Set([
  "devam-eden",
  "tamamlanan",
  "ongoing",
  "completed",
  "davom-etayotgan",
  "tugallangan",
]);

/**
 * The first free slug among base, base-1, base-2, ... given the slugs already in use.
 * Reserved slugs count as taken.
 */
export function firstFreeSlug(
  base: string,
  taken: Iterable<string>,
  reserved: ReadonlySet<string> = reservedProjectSlugs,
): string {
  const used = new Set(taken);
  const isFree = (slug: string) => !used.has(slug) && !reserved.has(slug);
  if (isFree(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (isFree(candidate)) return candidate;
  }
}

/** Slug base for a project: from its Turkish title, or `proje-` and a random fragment. */
export function projectSlugBase(turkishTitle: string | undefined, random: () => string = randomFragment): string {
  const fromTitle = slugify(turkishTitle ?? "");
  return fromTitle || `proje-${random()}`;
}

function randomFragment(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 8);
}
