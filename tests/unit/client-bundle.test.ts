import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the browser downloads (build/client, made by `react-router build`, which `npm test` runs
// first): no server secret, no key name, and none of Supabase's client code, which lives in the
// Worker only (the supabase adapter is server code: the client bundle does not grow with it).

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const built = existsSync(clientDir);
if (!built) console.log("[client bundle] build/client is missing (run `react-router build`): the client bundle check is SKIPPED.");

function clientFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? clientFiles(file) : /\.(js|mjs|css|html|json)$/.test(entry.name) ? [file] : [];
  });
}

describe.skipIf(!built)("client bundle", () => {
  it("holds no secret, no server key's name and no Supabase client code", () => {
    const files = clientFiles(clientDir);
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    const markers = ["sb_secret_", "service_role", "SUPABASE_SECRET_KEY", "SUPABASE_ANON_KEY", "COOKIE_SECRET", "GoTrueClient", "PostgrestClient", "StorageClient", "@supabase"];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(clientDir, file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
