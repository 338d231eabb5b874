// Slugs and transliteration, shared by every slug field (pages, their per-language slugs, projects)
// and upload file names. Whatever is typed is written as a slug for her (docs/product.md §5.4):
// - Turkish letters become their ASCII neighbours (ş → s, ı → i, İ → i);
// - Russian follows BGN/PCGN (the US and UK geographic-names boards' 1947 system) in the simplified
//   form English-language text uses, without diacritics or apostrophes: е → ye at a word's start
//   and after a vowel, ъ or ь, else e; ё → yo; й → y; х → kh; ц → ts; щ → shch; ы → y; э → e;
//   ю → yu; я → ya; ъ and ь are dropped ("Политика качества" → politika-kachestva);
// - Uzbek Cyrillic follows the official Uzbek Latin alphabet (1995): ў → o (oʻ), ғ → g (gʻ),
//   қ → q, ҳ → h, х → x and ж → j; a text is read as Uzbek when it has one of ў, қ, ғ, ҳ;
// - Uzbek Latin apostrophes (oʻ, gʻ, the tutuq belgisi ʼ) are dropped.

const cyrillicLetters: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
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
  ў: "o",
  қ: "q",
  ғ: "g",
  ҳ: "h",
  є: "ye",
  і: "i",
  ї: "yi",
};

/** After these (or at a word's start) Russian е is written ye. */
const beforeYe = new Set("аеёиоуыэюяўєіїъь");
const uzbekOnlyLetters = /[ўқғҳ]/;
/** Where Uzbek Latin writes a letter shared with Russian otherwise. */
const uzbekDifferences: Record<string, string> = { х: "x", ж: "j" };

// Latin letters that Unicode decomposition does not reduce to ASCII.
const latinLetters: Record<string, string> = {
  ı: "i",
  ß: "ss",
  æ: "ae",
  ø: "o",
  đ: "d",
  ł: "l",
  œ: "oe",
};

// Apostrophe-like marks inside words (Uzbek oʻ/gʻ, often typed o‘/g‘; English "don't") vanish instead of
// splitting the word.
const apostrophes = /['‘’ʻʼ`´]/g;

function romanizeCyrillic(text: string): string {
  const uzbek = uzbekOnlyLetters.test(text);
  let out = "";
  let previous: string | undefined;
  for (const ch of text) {
    const latin = cyrillicLetters[ch];
    if (latin === undefined) out += ch;
    else if (ch === "е" && (previous === undefined || !(previous in cyrillicLetters) || beforeYe.has(previous)))
      out += "ye";
    else if (uzbek && ch in uzbekDifferences) out += uzbekDifferences[ch];
    else out += latin;
    previous = ch;
  }
  return out;
}

/** Lowercase ASCII letters and digits, everything else mapped or turned into separators. */
export function transliterate(text: string): string {
  // Composed first, so that й or ё typed as a letter and a mark is still one Cyrillic letter.
  const cyrillicDone = romanizeCyrillic(text.normalize("NFC").toLowerCase());
  const bare = cyrillicDone.normalize("NFKD").replace(/\p{M}/gu, "");
  let out = "";
  for (const ch of bare) out += latinLetters[ch] ?? ch;
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

/**
 * What to offer when `slug` is taken: `slug-2`, `slug-3`, ... the first not in `taken` (the
 * taken slug itself is the first of its kind, so the offer starts at 2).
 */
export function suggestedSlug(slug: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 2; ; n++) {
    const candidate = `${slug}-${n}`;
    if (!used.has(candidate)) return candidate;
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
