// Writes supabase/seed.sql from the demo content (demo-content/), through the same input rules
// the backend port applies (app/backend/seed/seed-supabase-sql.ts). Run it after changing the
// demo content: `npm run supabase:seed`. tests/unit/supabase-seed.test.ts fails when it is stale.
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const load = (file) =>
  runnerImport(path.join(root, file), { configFile: false, root, resolve: { tsconfigPaths: true }, logLevel: "error" });

const { module: content } = await load("app/backend/seed/demo-content.ts");
const { module: seed } = await load("app/backend/seed/seed-supabase-sql.ts");
const { sql, images } = seed.supabaseSeedSql(
  content.readDemoContent(),
  (name) => statSync(path.join(root, "demo-content/images", name)).size,
);
writeFileSync(path.join(root, "supabase/seed.sql"), sql);
console.log(`supabase/seed.sql written (${images.length} demo images referenced).`);
