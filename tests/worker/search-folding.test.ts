import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";

import {
  containsSearch,
  foldedSql,
  searchMatching,
  searchTrigrams,
  upsertTranslations,
  type SearchedTexts,
} from "~/backend/d1/sql";
import { foldForSearch, searchFolding } from "~/backend/search-letters";

// d1's half of the admin search (app/backend/search-letters.ts, docs/decisions/024), on workerd's
// own D1: the SQL folds as the table says; indexes hold the titles folded by the very expression
// the search writes (migrations/0008, 0009); migrations/0009's triggers keep every searched
// text's trigrams, folded the same way, as its rows are written, and a search looks them up.

const db = env.DB;
const fold = async (text: string) =>
  (await db
    .prepare(`SELECT ${foldedSql("?1")} AS folded`)
    .bind(text)
    .first<{ folded: string }>())!.folded;
const plan = async (sql: string, params: unknown[]) =>
  (
    await db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results
    .map((r) => r.detail)
    .join("\n");
const ids = async (searched: SearchedTexts, text: string) => {
  const { matching, params } = searchMatching(searched, foldForSearch(text));
  // As listSlice uses it: the matched ids, at the top of the statement.
  const rows = await db
    .prepare(`WITH matched(id) AS (${matching}) SELECT DISTINCT id FROM matched ORDER BY id`)
    .bind(...params)
    .raw<[string]>();
  return rows.map(([id]) => id);
};

const projectSearch: SearchedTexts = {
  texts: [
    { table: "project_translations", id: "project_id", column: "title", folded: true },
    { table: "projects", id: "id", column: "slug", folded: false },
  ],
  trigrams: { table: "project_search_trigrams", id: "project_id" },
};
const mediaSearch: SearchedTexts = {
  texts: [{ table: "media_library", id: "id", column: "file_name", folded: true }],
  trigrams: { table: "media_search_trigrams", id: "media_id" },
};

const addProject = (id: string, slug: string, titles: Record<string, string>) =>
  db.batch([
    db.prepare("INSERT INTO projects (id, slug, category) VALUES (?1, ?2, 'altyapi')").bind(id, slug),
    ...Object.entries(titles).map(([lang, title]) =>
      db
        .prepare("INSERT INTO project_translations (project_id, lang_code, title) VALUES (?1, ?2, ?3)")
        .bind(id, lang, title),
    ),
  ]);
const trigramsOf = async (table: string, idColumn: string, id: string) =>
  (
    await db.prepare(`SELECT trigram FROM ${table} WHERE ${idColumn} = ?1 ORDER BY trigram`).bind(id).raw<[string]>()
  ).map(([t]) => t);

afterEach(async () => {
  await db.batch([db.prepare("DELETE FROM projects"), db.prepare("DELETE FROM media_library")]);
});

describe("the d1 search's folding", () => {
  it("folds every letter of the table, ASCII case, and nothing else", async () => {
    const letters = searchFolding.map(([from]) => from).join("");
    expect(await fold(letters)).toBe(foldForSearch(letters));
    expect(await fold("ÇELİK Köprü ISPARTA Объёмы Oʻzbek")).toBe("celik kopru isparta объемы o'zbek");
    // Letters outside the four languages keep their case: SQLite's lower() is ASCII only.
    expect(await fold("Ä ß %_*")).toBe("Ä ß %_*");
  });

  it("indexes the titles by the search's own expression, which a search of one or two letters reads instead of the table", async () => {
    const { results } = await db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE '%_folded' ORDER BY name")
      .all<{ name: string; sql: string }>();
    expect(results.map((r) => r.name)).toEqual([
      "media_library_id_file_name_folded",
      "page_translations_id_title_folded",
      "project_translations_id_title_folded",
    ]);
    for (const index of results) {
      expect(index.sql.replace(/\s+/g, " "), index.name).toContain(
        foldedSql(index.name.startsWith("media") ? "file_name" : "title"),
      );
    }
    const short = searchMatching(projectSearch, "ce");
    expect(short.params).toEqual(["ce"]);
    expect(await plan(short.matching, short.params)).toContain(
      "SCAN s USING COVERING INDEX project_translations_id_title_folded",
    );
    expect(await plan(`SELECT id FROM media_library WHERE ${containsSearch("file_name")}`, ["ce"])).toContain(
      "USING COVERING INDEX media_library_id_file_name_folded",
    );
  });
});

describe("the d1 search's trigrams", () => {
  it("cuts a search into its distinct trigrams by letter, and at most twelve of a long one, first and last kept", () => {
    expect(searchTrigrams("ko")).toEqual([]);
    expect(searchTrigrams("kopru")).toEqual(["kop", "opr", "pru"]);
    expect(searchTrigrams("aaaa")).toEqual(["aaa"]);
    expect(searchTrigrams("объем")).toEqual(["объ", "бъе", "ъем"]);
    const long = searchTrigrams("istanbul metrosu ikinci etap insaati");
    expect(long).toHaveLength(12);
    expect(new Set(long).size).toBe(12);
    expect(long[0]).toBe("ist");
    expect(long.at(-1)).toBe("ati");
  });

  it("cuts the texts folded by the search's own expression in every trigger that keeps them", async () => {
    const { results } = await db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_search_trigrams_%' ORDER BY name",
      )
      .all<{ name: string; sql: string }>();
    const rebuilding = results.filter((r) => r.sql.includes("INSERT INTO"));
    expect(rebuilding.map((r) => r.name).sort()).toEqual(
      ["media_search_trigrams_insert", "media_search_trigrams_update"]
        .concat(
          ...["page", "project"].map((kind) =>
            ["s_insert", "s_update", "_translations_delete", "_translations_insert", "_translations_update"].map(
              (end) => `${kind}_search_trigrams_${kind}${end}`,
            ),
          ),
        )
        .sort(),
    );
    for (const trigger of rebuilding) {
      expect(trigger.sql.replace(/\s+/g, " "), trigger.name).toContain(
        foldedSql(trigger.name.startsWith("media") ? "file_name" : "title"),
      );
    }
  });

  it("keeps every searched text's folded trigrams as its rows are written, changed and deleted", async () => {
    await addProject("p1", "celik-kopru", { tr: "Çelik Köprü", ru: "Мост" });
    const expected = (texts: string[]) =>
      [...new Set(texts.flatMap((t) => [...t].slice(2).map((_, i) => [...t].slice(i, i + 3).join(""))))].sort();
    expect(await trigramsOf("project_search_trigrams", "project_id", "p1")).toEqual(
      expected(["celik kopru", "мост", "celik-kopru"]),
    );

    await db
      .prepare("UPDATE project_translations SET title = 'Yeni Baraj' WHERE project_id = 'p1' AND lang_code = 'tr'")
      .run();
    expect(await trigramsOf("project_search_trigrams", "project_id", "p1")).toEqual(
      expected(["yeni baraj", "мост", "celik-kopru"]),
    );
    await db.prepare("UPDATE projects SET slug = 'yeni-baraj' WHERE id = 'p1'").run();
    await db.prepare("DELETE FROM project_translations WHERE project_id = 'p1' AND lang_code = 'ru'").run();
    expect(await trigramsOf("project_search_trigrams", "project_id", "p1")).toEqual(
      expected(["yeni baraj", "yeni-baraj"]),
    );
    await db.prepare("DELETE FROM projects WHERE id = 'p1'").run();
    expect(await trigramsOf("project_search_trigrams", "project_id", "p1")).toEqual([]);

    const name = `${"uzun-".repeat(300)}son.webp`;
    await db
      .prepare(
        "INSERT INTO media_library (id, file_name, file_path, file_type, size_kb) VALUES ('m1', ?1, 'a/m1.webp', 'image/webp', 1)",
      )
      .bind(name)
      .run();
    expect(await trigramsOf("media_search_trigrams", "media_id", "m1")).toEqual(expected([name]));
  });

  it("rebuilds a record's trigrams only when a searched text changes, not on every save (migrations/0011)", async () => {
    await addProject("p1", "celik-kopru", { tr: "Çelik Köprü", en: "Steel Bridge", ru: "Мост", uz: "Ko'prik" });
    const titles: Record<string, string> = { tr: "Çelik Köprü", en: "Steel Bridge", ru: "Мост", uz: "Ko'prik" };
    // A save as the adapter writes it: the row, then every language by upsert.
    const save = async (slug: string) => {
      const results = await db.batch([
        db.prepare("UPDATE projects SET slug = ?2, progress = 'completed' WHERE id = ?1").bind("p1", slug),
        ...upsertTranslations(db, "project_translations", "project_id", "p1", ["title", "description"], (lang) => [
          titles[lang],
          `Yeni açıklama ${lang}`,
        ]),
      ]);
      return results.reduce((sum, result) => sum + result.meta.rows_written, 0);
    };
    const rebuilt = await trigramsOf("project_search_trigrams", "project_id", "p1");

    // A description changed, every title and the slug kept: five rows and their indexes, no trigram.
    const keptTexts = await save("celik-kopru");
    expect(await trigramsOf("project_search_trigrams", "project_id", "p1")).toEqual(rebuilt);
    titles.en = "Steel Viaduct";
    const changedTitle = await save("celik-kopru");
    expect(await trigramsOf("project_search_trigrams", "project_id", "p1")).toContain("duc");
    // Each rebuild deletes and inserts the record's trigrams (about a hundred rows here).
    expect(keptTexts).toBeLessThan(40);
    expect(changedTitle).toBeGreaterThan(keptTexts + 100);
  });

  it("finds by trigrams what the whole search, folded, is in, and no candidate that only holds its trigrams", async () => {
    await addProject("p1", "celik-kopru", { tr: "Çelik Köprü", en: "Steel Bridge" });
    await addProject("p2", "kopru-onarimi", { tr: "Köprü Onarımı" });
    // Holds every trigram of "kopru" (kop, opr, pru) but not the word: a candidate the check drops.
    await addProject("p3", "baska", { tr: "kopr oprus pru" });
    expect(await ids(projectSearch, "KÖPRÜ")).toEqual(["p1", "p2"]);
    expect(await ids(projectSearch, "köprü onar")).toEqual(["p2"]);
    expect(await ids(projectSearch, "steel")).toEqual(["p1"]);
    expect(await ids(projectSearch, "lik-ko")).toEqual(["p1"]);
    expect(await ids(projectSearch, "ko")).toEqual(["p1", "p2", "p3"]);

    const name = `${"uzun-".repeat(300)}son.webp`;
    await db
      .prepare(
        "INSERT INTO media_library (id, file_name, file_path, file_type, size_kb) VALUES ('m1', ?1, 'a/m1.webp', 'image/webp', 1)",
      )
      .bind(name)
      .run();
    expect(await ids(mediaSearch, "uzun-son.WEBP")).toEqual(["m1"]);
  });

  it("finds the same on the broad path, when even the rarest trigram is in more than 500 rows", async () => {
    await db.batch(
      Array.from({ length: 520 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO media_library (id, file_name, file_path, file_type, size_kb) VALUES (?1, ?2, ?3, 'image/webp', 1)",
          )
          .bind(`m${i}`, `Şantiye ${i}.webp`, `a/m${i}.webp`),
      ),
    );
    expect(await ids(mediaSearch, "santiye")).toHaveLength(520);
    expect(await ids(mediaSearch, "ŞANTİYE 51")).toEqual([
      "m51",
      "m510",
      "m511",
      "m512",
      "m513",
      "m514",
      "m515",
      "m516",
      "m517",
      "m518",
      "m519",
    ]);
    expect(await ids(mediaSearch, "tiye 519.")).toEqual(["m519"]);
  });

  it("looks the trigrams up by index, reads the candidates' folded texts by id, and never the table", async () => {
    const { matching, params } = searchMatching(projectSearch, "celik");
    const detail = await plan(matching, params);
    expect(detail).toContain("SEARCH g USING PRIMARY KEY (trigram=?)");
    expect(detail).toContain("SEARCH s USING COVERING INDEX project_translations_id_title_folded (project_id=?)");
    // The broad path, taken only past 500 rows: the folded titles in index order, not the table.
    expect(detail).toContain("SCAN s USING COVERING INDEX project_translations_id_title_folded");
    expect(detail).not.toMatch(/SCAN g\b/);
    expect(detail.match(/MATERIALIZE candidates/g)).toHaveLength(1);
  });
});
