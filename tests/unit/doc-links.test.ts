import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

import { describe, expect, it } from "vitest";

// The README and docs/ link each other and the code by relative paths; a moved or renamed file,
// or a renamed heading, leaves a link that leads nowhere. Every relative link must find its file
// and, when it names a heading (#…), that heading, as GitHub spells its anchors.

const root = join(import.meta.dirname, "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!)));
}

describe("links in the README and docs/", () => {
  const files = [join(root, "README.md"), ...markdownFiles(join(root, "docs"))];

  it("lead to files and headings that exist", () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [path = "", anchor] = target!.split("#");
        const resolved = path ? join(dirname(file), path) : file;
        const missing = !existsSync(resolved)
          ? "no such file"
          : anchor && resolved.endsWith(".md") && !anchorsIn(resolved).has(anchor)
            ? "no such heading"
            : null;
        if (missing) broken.push(`${relative(root, file)}: ${target} (${missing})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("are read from every page", () => {
    expect(files.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining(["README.md", "docs/architecture.md", "docs/decisions/README.md"]),
    );
  });
});
