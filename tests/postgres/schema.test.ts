import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "./databases";

describe.each(testDatabases())("schema on $name", ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    if (open) db = await open();
  });
  afterAll(async () => db?.close());

  it.skipIf(!open)("has every table with row-level security", async () => {
    const rows = await db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname",
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });
});
