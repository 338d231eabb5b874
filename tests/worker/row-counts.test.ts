import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";

import { createD1Backend } from "~/backend/d1";
import { CookieJar } from "~/lib/cookies.server";

// The lists' sizes that migrations/0012 keeps in row_counts, on workerd's own D1: every group
// follows the writes exactly, and the public project list reads its size from there instead of
// counting its rows (D1 reads, and bills, a COUNT(*) row by row).

const db = env.DB;
const statuses = ["draft", "published", "archived"];
const progresses = ["ongoing", "completed"];

/** Every kept count beside the COUNT(*) it stands for. */
async function keptAndCounted() {
  const kept = (
    await db
      .prepare("SELECT tbl || ':' || grp AS name, total FROM row_counts ORDER BY name")
      .all<{ name: string; total: number }>()
  ).results;
  const counted = await Promise.all(
    kept.map(async ({ name }) => {
      const [tbl, grp] = name.split(":");
      const sql =
        tbl === "projects"
          ? "SELECT COUNT(*) AS n FROM projects WHERE status || '/' || progress = ?1"
          : tbl === "pages"
            ? "SELECT COUNT(*) AS n FROM pages WHERE CASE is_published WHEN 1 THEN 'published' ELSE 'draft' END = ?1"
            : "SELECT COUNT(*) AS n FROM media_library WHERE ?1 = 'all'";
      return { name, total: (await db.prepare(sql).bind(grp).first<{ n: number }>())!.n };
    }),
  );
  return { kept, counted };
}

const addProject = (id: string, status: string, progress: string) =>
  db.batch([
    db
      .prepare("INSERT INTO projects (id, slug, category, status, progress) VALUES (?1, ?1, 'altyapi', ?2, ?3)")
      .bind(id, status, progress),
    db.prepare("INSERT INTO project_translations (project_id, lang_code, title) VALUES (?1, 'tr', ?1)").bind(id),
  ]);

afterEach(async () => {
  await db.batch([
    db.prepare("DELETE FROM projects"),
    db.prepare("DELETE FROM pages"),
    db.prepare("DELETE FROM media_library"),
  ]);
});

describe("the kept list sizes (row_counts)", () => {
  it("has a row for every group the tables' checks allow, and follows inserts, updates and deletes", async () => {
    for (const status of statuses)
      for (const progress of progresses) await addProject(`p-${status}-${progress}`, status, progress);
    await db
      .prepare(
        "INSERT INTO pages (id, slug, category_id, is_published) VALUES ('a', 'a', 'kurumsal', 1), ('b', 'b', 'generic', 0)",
      )
      .run();
    await db
      .prepare(
        "INSERT INTO media_library (id, file_name, file_path, file_type, size_kb) VALUES ('m1', 'a.webp', 'a/m1.webp', 'image/webp', 1)",
      )
      .run();
    let { kept, counted } = await keptAndCounted();
    expect(kept).toHaveLength(statuses.length * progresses.length + 2 + 1);
    expect(kept.every((k) => k.total >= 1)).toBe(true);
    expect(kept).toEqual(counted);

    await db.batch([
      db.prepare("UPDATE projects SET status = 'published' WHERE id = 'p-draft-ongoing'"),
      db.prepare("UPDATE projects SET progress = 'completed', order_index = 4 WHERE id = 'p-published-ongoing'"),
      // A save that keeps the status and progress moves nothing.
      db.prepare(
        "UPDATE projects SET status = status, progress = progress, category = 'enerji' WHERE id = 'p-archived-completed'",
      ),
      db.prepare("UPDATE pages SET is_published = 1 WHERE id = 'b'"),
      db.prepare("DELETE FROM projects WHERE id = 'p-archived-ongoing'"),
      db.prepare("DELETE FROM media_library WHERE id = 'm1'"),
    ]);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    expect(kept.find((k) => k.name === "projects:published/completed")?.total).toBe(2);
    expect(kept.find((k) => k.name === "pages:published")?.total).toBe(2);
    expect(kept.find((k) => k.name === "media:all")?.total).toBe(0);

    // A write that fails takes its count change with it.
    await expect(
      db.batch([
        db.prepare("DELETE FROM projects WHERE id = 'p-draft-completed'"),
        db.prepare("INSERT INTO projects (id) VALUES (NULL)"),
      ]),
    ).rejects.toThrow(/NOT NULL/);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
  });

  it("gives the public project list its size without reading the list's rows", async () => {
    await db.batch(
      Array.from({ length: 300 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO projects (id, slug, category, status, progress, order_index) VALUES (?1, ?1, 'altyapi', 'published', ?2, ?3)",
          )
          .bind(`p${i}`, i % 3 ? "ongoing" : "completed", i),
      ),
    );
    let rowsRead = 0;
    // The real database; only each batch's rows read are added up on the way back.
    const measured = new Proxy(db, {
      get(target, key) {
        if (key === "batch")
          return async (statements: D1PreparedStatement[]) => {
            const results = await target.batch(statements);
            for (const result of results) rowsRead += result.meta.rows_read;
            return results;
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const request = new Request("https://site.test/tr/projeler");
    const site = createD1Backend(
      { db: measured, files: env.FILES },
      { request, cookies: new CookieJar(request, env.COOKIE_SECRET) },
    ).site;

    const all = await site.projects("tr", undefined, { limit: 12 });
    expect(all.total).toBe(300);
    expect(all.items).toHaveLength(12);
    const completed = await site.projects("tr", "completed", { offset: 0, limit: 12 });
    expect(completed.total).toBe(100);
    // Two windows of 12 rows each: their ids and rows, and a kept count or two, not 300 + 100 rows.
    expect(rowsRead).toBeLessThan(120);
  });
});
