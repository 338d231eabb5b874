// What an admin search takes as the same letter (docs/decisions/024-pagination-and-bounded-reads.md).
// Both sides of a search, the text searched for and every title, name or file name, are folded
// by the same rule before one is looked for in the other: each letter below becomes the letter
// beside it, then ASCII letters become lower case. So case does not matter in the four
// languages' alphabets (the Turkish dotted and dotless i included), the Turkish letters match
// their letters without marks, ё matches е, and the marks Uzbek writes oʻ and gʻ with match the
// apostrophe keyboards type: "ÇELİK" and "celik" find "Çelik", "o'zbek" finds "Oʻzbek".
//
// The stores fold the stored text in SQL: d1 by nested replace() (foldedSql in ./d1/sql.ts; its
// indexes hold the folded titles, and tables their trigrams, migrations/0009), Postgres by
// public.search_fold's translate() (supabase/migrations/20261129090000_search_folding.sql), which
// also folds the search text; d1 binds the search text folded by foldForSearch.
// tests/worker/search-folding.test.ts and tests/postgres/title-search.test.ts check each store's
// SQL against this table.

const turkish: Array<[string, string]> = [
  ["Â", "a"],
  ["â", "a"],
  ["Ç", "c"],
  ["ç", "c"],
  ["Ğ", "g"],
  ["ğ", "g"],
  ["I", "i"],
  ["ı", "i"],
  ["İ", "i"],
  ["Î", "i"],
  ["î", "i"],
  ["Ö", "o"],
  ["ö", "o"],
  ["Ş", "s"],
  ["ş", "s"],
  ["Û", "u"],
  ["û", "u"],
  ["Ü", "u"],
  ["ü", "u"],
];
const uzbekMarks: Array<[string, string]> = [
  ["ʻ", "'"],
  ["ʼ", "'"],
  ["‘", "'"],
  ["’", "'"],
  ["`", "'"],
];
const russianAndUzbekCyrillic = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ";

/** Every letter a search folds other than by ASCII lower case, and what it becomes. */
export const searchFolding: ReadonlyArray<readonly [string, string]> = [
  ...turkish,
  ["Ё", "е"],
  ["ё", "е"],
  ...uzbekMarks,
  ...[...russianAndUzbekCyrillic].map((upper) => [upper, upper.toLowerCase()] as [string, string]),
];

/** A text folded as the stores fold it: d1's search text, and what the tests compare with. */
export function foldForSearch(text: string): string {
  return [...text]
    .map((letter) => foldedLetters.get(letter) ?? letter)
    .join("")
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

const foldedLetters = new Map(searchFolding);
