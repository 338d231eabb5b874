import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { containsSearch, foldedSql, idsMatchingSearch } from "~/backend/d1/sql";
import { foldForSearch, searchFolding } from "~/backend/search-letters";

// d1's half of the admin search's folding (app/backend/search-letters.ts), on workerd's own D1:
// the SQL folds as the table says, and migrations/0008's indexes hold the titles folded by the
// very expression the search writes, so the search reads them from the index.

const db = env.DB;
const fold = async (text: string) => (await db.prepare(`SELECT ${foldedSql("?1")} AS folded`).bind(text).first<{ folded: string }>())!.folded;
const plan = async (sql: string) => (await db.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind("celik").all<{ detail: string }>()).results.map((r) => r.detail).join("\n");

describe("the d1 search's folding", () => {
  it("folds every letter of the table, ASCII case, and nothing else", async () => {
    const letters = searchFolding.map(([from]) => from).join("");
    expect(await fold(letters)).toBe(foldForSearch(letters));
    expect(await fold("ÇELİK Köprü ISPARTA Объёмы Oʻzbek")).toBe("celik kopru isparta объемы o'zbek");
    // Letters outside the four languages keep their case: SQLite's lower() is ASCII only.
    expect(await fold("Ä ß %_*")).toBe("Ä ß %_*");
  });

  it("indexes the titles by the search's own expression, and a search reads them from it, not from the table", async () => {
    const { results } = await db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE '%_folded' ORDER BY name")
      .all<{ name: string; sql: string }>();
    expect(results.map((r) => r.name)).toEqual(["media_library_file_name_folded", "page_translations_title_folded", "project_translations_title_folded"]);
    for (const index of results) {
      expect(index.sql.replace(/\s+/g, " "), index.name).toContain(foldedSql(index.name.startsWith("media") ? "file_name" : "title"));
    }
    // The ids a search matches, as the lists ask for them: the titles from that index, not the table.
    const projects = await plan(idsMatchingSearch("projects", { table: "project_translations", foreignKey: "project_id", column: "title" }, ["slug"]));
    expect(projects).toContain("SCAN s USING COVERING INDEX project_translations_title_folded");
    const pages = await plan(idsMatchingSearch("pages", { table: "page_translations", foreignKey: "page_id", column: "title" }, ["slug"]));
    expect(pages).toContain("SCAN s USING COVERING INDEX page_translations_title_folded");
    expect(await plan(`SELECT id FROM media_library WHERE ${containsSearch("file_name")}`)).toContain("USING COVERING INDEX media_library_file_name_folded");
  });
});
