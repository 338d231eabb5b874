import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

// The machine needs only a Node that runs `npm install`; every npm script then runs on the Node 22
// that the `node` devDependency installs (docs/toolchain.md). The README and `engines` name the
// machine's minimum, so they must say the same number.

const root = join(import.meta.dirname, "../..");
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const readme = readFileSync(join(root, "README.md"), "utf8");

const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe("the Node version", () => {
  it("is the same minimum in the README and in package.json's engines", () => {
    const readmeMinimum = /Node\.js (\d+) or newer/.exec(readme)?.[1];
    expect(packageJson.engines.node).toBe(`>=${readmeMinimum}`);
  });

  it("that runs the tests is the one the project brings, whatever the machine has", () => {
    expect(major(process.versions.node)).toBe(major(packageJson.devDependencies.node));
  });
});
