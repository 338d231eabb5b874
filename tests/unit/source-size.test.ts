import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

// A source file past 400 lines does more than one thing: split it along what it does
// (decision 044, docs/testing.md). Data is not source: each kind exempt is named here.

const maxLines = 400;
const root = join(import.meta.dirname, "../..");
const sourceExtension = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sql)$/;

/** Files that hold data or history, not code; each entry must still match a file. */
const exempt = [
  { pattern: /^migrations\/\d{4}_[^/]+\.sql$/, why: "D1 migrations: append-only history" },
  { pattern: /^supabase\/migrations\/\d{14}_[^/]+\.sql$/, why: "Supabase migrations: append-only history" },
  { pattern: /^supabase\/seed\.sql$/, why: "generated from demo-content/ by npm run supabase:seed" },
];

/** Every file git tracks or would track (untracked but not ignored), so a new file counts before its commit. */
function repositoryFiles(): string[] {
  const listing = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  // A tracked file deleted in the work tree is gone from the change: not counted.
  return listing.split("\0").filter((file) => file && existsSync(join(root, file)));
}

function lineCount(file: string): number {
  const text = readFileSync(join(root, file), "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("source file size", () => {
  const files = repositoryFiles().filter((file) => sourceExtension.test(file));

  it(`allows no source file over ${maxLines} lines`, () => {
    const tooLong = files
      .filter((file) => !exempt.some(({ pattern }) => pattern.test(file)))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it("exempts only kinds of data that are there", () => {
    const unused = exempt.filter(({ pattern }) => !files.some((file) => pattern.test(file))).map(({ why }) => why);
    expect(unused).toEqual([]);
  });

  it("reads the files it checks", () => {
    expect(files).toContain("app/worker.ts");
    expect(files).toContain("tests/unit/source-size.test.ts");
  });
});
