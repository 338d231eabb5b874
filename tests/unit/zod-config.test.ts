import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

import { z } from "~/lib/zod";

// Zod must never try `new Function` (the Content-Security-Policy reports it in the browser:
// docs/decisions/016-content-security-policy.md). app/lib/zod.ts turns that off; a module that
// took `z` straight from "zod" could build and parse schemas before that module ran, or on a
// page that never loads it.

const appDir = join(import.meta.dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Zod's configuration", () => {
  it("is jitless", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("is where every module of the app gets `z` from (type-only imports aside)", () => {
    const direct = sourceFiles(appDir)
      .filter((file) => relative(appDir, file) !== join("lib", "zod.ts"))
      .filter((file) => /^import\s+(?!type\b)[^;]*\sfrom\s+"zod(?:\/[^"]*)?";/m.test(readFileSync(file, "utf8")))
      .map((file) => relative(appDir, file));
    expect(direct).toEqual([]);
  });
});
