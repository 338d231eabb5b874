import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

// `npm run lint` is what keeps the layers (decision 013), the import graph (decision 044) and the layout
// (decision 030) as they are. These tests run the project's own lint script with its own
// configuration over a small tree of their own, so they show it failing where it must.

const root = join(import.meta.dirname, "../..");
const lintScript: string = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.lint;
const configFiles = [".oxlintrc.json", ".oxfmtrc.json", "tsconfig.json"];

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run lint`'s command over a tree holding the project's configuration and `files`. */
function lint(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "lint-rules-"));
  made.push(dir);
  for (const name of configFiles) copyFileSync(join(root, name), join(dir, name));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const result = spawnSync("sh", ["-c", lintScript], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, PATH: `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH}` },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Formatted as oxfmt writes them, importing downward only and in no circle.
const cleanTree = {
  "app/lib/words.ts": 'export const word = "kelime";\n',
  "app/backend/store.ts":
    'import { word } from "~/lib/words";\n\nexport type Store = { word: string };\n\nexport const store: Store = { word };\n',
  "app/backend/rules.ts":
    'import type { Store } from "./store";\n\nexport const rules = (store: Store) => store.word;\n',
};

describe("npm run lint", () => {
  it("passes a formatted tree whose imports run downward", () => {
    const { status, output } = lint(cleanTree);
    expect(status, output).toBe(0);
  });

  it("fails on an import that climbs a layer", () => {
    const { status, output } = lint({
      ...cleanTree,
      "app/routes/page.ts": 'export const page = "sayfa";\n',
      "app/lib/words.ts": 'import { page } from "~/routes/page";\n\nexport const word = page;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("app/lib is the lowest layer");
  });

  it("fails on an import circle made of type-only imports", () => {
    const { status, output } = lint({
      ...cleanTree,
      "app/backend/store.ts":
        'import { word } from "~/lib/words";\n\nimport type { rules } from "./rules";\n\nexport type Store = { word: string; rules?: typeof rules };\n\nexport const store: Store = { word };\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("no-cycle");
  });

  it("fails on a file oxfmt would write otherwise", () => {
    const { status, output } = lint({ ...cleanTree, "app/lib/words.ts": "export const word = 'kelime'\n" });
    expect(status).not.toBe(0);
    expect(output).toMatch(/app\/lib\/words\.ts[^\n]*\n+Format issues found/);
  });
});
