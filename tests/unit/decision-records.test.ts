import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

// The decision records (docs/decisions/README.md): each opens with its title, status and date; a
// changed decision is a new record that the old one points to, not an update appended to it; no
// two records share a number (two were once written as 028 in parallel); the index lists them all.

const dir = join(import.meta.dirname, "../../docs/decisions");
const files = readdirSync(dir)
  .filter((name) => /^\d{3}-.*\.md$/.test(name))
  .sort();

interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  status: string;
  date: string;
  text: string;
}

function parse(file: string): DecisionRecord {
  const text = readFileSync(join(dir, file), "utf8");
  const [heading = "", , statusLine = "", dateLine = ""] = text.split("\n");
  const title = /^# (\d{3}) — (.+)$/.exec(heading);
  return {
    file,
    number: title?.[1] ?? "",
    title: title?.[2] ?? "",
    status: /^- Status: (.+)$/.exec(statusLine)?.[1] ?? "",
    date: /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(dateLine)?.[1] ?? "",
    text,
  };
}

const records = files.map(parse);

describe("the decision records", () => {
  it("open with '# NNN — title', then a status and a date", () => {
    const malformed = records
      .filter((r) => !r.title || r.number !== r.file.slice(0, 3) || !r.status || !r.date)
      .map((r) => r.file);
    expect(malformed).toEqual([]);
  });

  it("are accepted, or superseded by a record that exists", () => {
    const numbers = new Set(records.map((r) => r.number));
    const wrong = records
      .filter((r) => {
        if (r.status === "accepted") return false;
        const by = /^superseded by \[?(\d{3})\b/.exec(r.status)?.[1];
        return !by || !numbers.has(by) || by === r.number;
      })
      .map((r) => `${r.file}: ${r.status}`);
    expect(wrong).toEqual([]);
  });

  it("never share a number", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const r of records) {
      const other = seen.get(r.number);
      if (other) shared.push(`${other} and ${r.file}`);
      seen.set(r.number, r.file);
    }
    expect(shared).toEqual([]);
  });

  it("hold no updates appended to a decision (a changed decision is a new record)", () => {
    const appended = records.filter((r) => /^(?:#+ |\*\*)Update\b/im.test(r.text)).map((r) => r.file);
    expect(appended).toEqual([]);
  });

  it("are all in the index, with their titles and statuses", () => {
    const index = readFileSync(join(dir, "README.md"), "utf8");
    const listed = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (.+) \|$/gm)].map(
      ([, number, file, title, status]) => ({ number, file, title, status }),
    );
    expect(listed).toEqual(records.map(({ number, file, title, status }) => ({ number, file, title, status })));
  });
});
