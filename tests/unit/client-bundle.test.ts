import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// What the browser downloads (build/client, made by `react-router build`, which `npm test` runs
// first): no server secret, no key name, and none of Supabase's client code, which lives in the
// Worker only (the supabase adapter is server code: the client bundle does not grow with it).

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const built = existsSync(clientDir);
if (!built)
  console.log(
    "[client bundle] build/client is missing (run `react-router build`): the client bundle check is SKIPPED.",
  );

function clientFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? clientFiles(file) : /\.(js|mjs|css|html|json)$/.test(entry.name) ? [file] : [];
  });
}

/** The values of the secrets this machine has: .dev.vars (what `npm run dev` and `npm start` use) and the environment. */
function localSecretValues(): string[] {
  const devVars = path.resolve(import.meta.dirname, "../../.dev.vars");
  const fromFile = existsSync(devVars)
    ? readFileSync(devVars, "utf8")
        .split("\n")
        .map((line) => /^\s*([A-Z_]+)\s*=\s*"?([^"]*)"?\s*$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null && /SECRET|KEY/.test(m[1]!))
        .map((m) => m[2]!)
    : [];
  const fromEnv = ["COOKIE_SECRET", "SUPABASE_SECRET_KEY", "SUPABASE_TEST_SECRET_KEY"].map(
    (name) => process.env[name] ?? "",
  );
  return [...fromFile, ...fromEnv].filter((value) => value.length >= 16);
}

describe.skipIf(!built)("client bundle", () => {
  it("holds no secret, no server key's name and no Supabase client code", () => {
    const files = clientFiles(clientDir);
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    const markers = [
      "sb_secret_",
      "service_role",
      "SUPABASE_SECRET_KEY",
      "SUPABASE_ANON_KEY",
      "COOKIE_SECRET",
      "GoTrueClient",
      "PostgrestClient",
      "StorageClient",
      "@supabase",
    ];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return markers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${path.relative(clientDir, file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  it("holds none of this machine's secret values", () => {
    const secrets = localSecretValues();
    const leaks = clientFiles(clientDir).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return secrets.filter((secret) => text.includes(secret)).map(() => path.relative(clientDir, file));
    });
    expect(leaks).toEqual([]);
  });
});
