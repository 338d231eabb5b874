import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// What keeps a `wrangler d1 export` of the schema importable again: the export writes tables and
// their rows first, then the triggers, then the views, so a trigger on a view fails the import
// (migrations/0010_version_check_table.sql, docs/decisions/017-record-versions.md).

const db = env.DB;
const checkRows = async () =>
  (await db.prepare("SELECT COUNT(*) AS n FROM record_version_check").first<{ n: number }>())!.n;

describe("the d1 schema", () => {
  it("hangs no trigger on a view", async () => {
    const { results } = await db
      .prepare(
        "SELECT t.name FROM sqlite_master t JOIN sqlite_master v ON v.type = 'view' AND v.name = t.tbl_name WHERE t.type = 'trigger'",
      )
      .all<{ name: string }>();
    expect(results).toEqual([]);
  });

  it("checks a record's version with a table that stays empty: a match passes, no match aborts", async () => {
    await db.prepare("INSERT INTO record_version_check (matched) VALUES (1)").run();
    expect(await checkRows()).toBe(0);
    await expect(db.prepare("INSERT INTO record_version_check (matched) VALUES (0)").run()).rejects.toThrow(
      /stale_version/,
    );
    expect(await checkRows()).toBe(0);
  });
});
