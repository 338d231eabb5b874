import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { supabaseSettings } from "../../scripts/supabase-settings.ts";

// The hosted project's settings are one list (scripts/supabase-settings.ts): supabase/config.toml
// sets each for a local stack as the list wants it, and the Supabase deploy guide's checklist
// names every one with its dashboard path.

const root = path.resolve(import.meta.dirname, "../..");
const checklistHeading = "Checklist: the hosted project's settings";

/** The Supabase deploy guide: the one page (README.md or under docs/) that holds the checklist. */
function deployGuide(): string {
  const pages = ["README.md", ...readdirSync(path.join(root, "docs")).map((name) => `docs/${name}`)]
    .filter((page) => page.endsWith(".md"))
    .map((page) => readFileSync(path.join(root, page), "utf8"))
    .filter((text) => text.includes(checklistHeading));
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

/** `key = value` lines of a TOML file by their [section] (the file's own simple form: no inline tables). */
function tomlLines(file: string): Map<string, string> {
  const lines = new Map<string, string>();
  let section = "";
  for (const raw of readFileSync(path.join(root, file), "utf8").split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) section = header[1]!;
    const pair = /^([A-Za-z_]+)\s*=\s*(.+)$/.exec(line);
    if (pair && !line.startsWith("#")) lines.set(`${section}.${pair[1]}`, pair[2]!);
  }
  return lines;
}

describe("the Supabase settings a deployment must match", () => {
  it("are set as the check wants them in supabase/config.toml", () => {
    const toml = tomlLines("supabase/config.toml");
    for (const { name, toml: where } of supabaseSettings.filter((s) => s.toml)) {
      expect(toml.get(`${where!.section}.${where!.key}`), name).toBe(where!.value);
    }
  });

  it("are each named in the deploy guide's checklist with their dashboard path", () => {
    const guide = deployGuide();
    for (const { name, dashboard } of supabaseSettings) {
      expect(guide, name).toContain(name);
      expect(guide, name).toContain(dashboard);
    }
  });
});
