import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Brings the test D1 database to the current schema, empty, and the bucket to empty, before each
// test file. The worker layer runs its files one after another in one workerd (`isolate: false`
// in vitest.config.ts: a workerd each cost seconds a file), so a file finds what the file before
// it left; it starts from nothing all the same, as in a workerd of its own.
const db = env.DB;
const schema = async () =>
  (
    await db
      .prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .all<{ type: "table" | "view"; name: string; sql: string | null }>()
  ).results;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const existing = await schema();
if (existing.length > 0) {
  // Views first, then virtual tables (their shadow tables go with them), then the rest; foreign
  // keys are checked at the batch's end, when every table is gone.
  const views = existing.filter((o) => o.type === "view");
  const virtual = existing.filter((o) => o.type === "table" && /^CREATE VIRTUAL/i.test(o.sql ?? ""));
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...views.map((o) => db.prepare(`DROP VIEW IF EXISTS ${quoted(o.name)}`)),
    ...virtual.map((o) => db.prepare(`DROP TABLE IF EXISTS ${quoted(o.name)}`)),
  ]);
  const tables = (await schema()).filter((o) => o.type === "table");
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((o) => db.prepare(`DROP TABLE IF EXISTS ${quoted(o.name)}`)),
  ]);
  let cursor: string | undefined;
  do {
    const listing = await env.FILES.list({ cursor });
    if (listing.objects.length > 0) await env.FILES.delete(listing.objects.map((o) => o.key));
    cursor = listing.truncated ? listing.cursor : undefined;
  } while (cursor);
}
await applyD1Migrations(
  db,
  (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS,
);
