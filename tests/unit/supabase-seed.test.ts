import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readDemoContent } from "~/backend/seed/demo-content";
import { supabaseSeedSql } from "~/backend/seed/seed-supabase-sql";

// supabase/seed.sql is generated from demo-content/ (npm run supabase:seed), never edited by hand.

const root = path.resolve(import.meta.dirname, "../..");
const generated = () =>
  supabaseSeedSql(readDemoContent(), (name) => statSync(path.join(root, "demo-content/images", name)).size);

describe("supabase/seed.sql", () => {
  it("is what npm run supabase:seed makes from demo-content/ today (run it after changing the demo content)", () => {
    expect(readFileSync(path.join(root, "supabase/seed.sql"), "utf8")).toBe(generated().sql);
  });

  it("points only at demo images that exist, each listed for upload", () => {
    const { sql, images } = generated();
    for (const { bucket, fileName } of images) {
      expect(statSync(path.join(root, "demo-content/images", fileName)).isFile()).toBe(true);
      expect(sql).toContain(`${bucket}/demo-${fileName}  <-  demo-content/images/${fileName}`);
    }
    const urls = [...sql.matchAll(/storage\/v1\/object\/public\/([a-z-]+)\/demo-([a-z0-9.-]+)/g)].map(
      (m) => `${m[1]}/${m[2]}`,
    );
    // Media library rows keep the key only (file_path); every other image is a row's public URL.
    const keys = [...sql.matchAll(/'demo-([a-z0-9.-]+)', 'image\/webp'/g)].map((m) => `media-library/${m[1]}`);
    expect(new Set([...urls, ...keys])).toEqual(new Set(images.map((i) => `${i.bucket}/${i.fileName}`)));
  });

  it("says it must never reach production", () => {
    expect(generated().sql).toMatch(/NEVER run it against a production project/);
  });
});
