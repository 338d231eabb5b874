// `wrangler d1 execute DB` for the scripts and tests that write into a database themselves
// (`npm run admin:create`, `bench:scale`'s seed, an end-to-end spec's). A local database may be
// open in a running server (`npm run dev`, the end-to-end server): when that server is writing,
// SQLite refuses a second writer at once ("database is locked", SQLITE_BUSY), so a local command
// is tried again a few times before it fails.
import { spawnSync } from "node:child_process";

const attempts = 5;
const locked = /SQLITE_BUSY|database is locked/;

/**
 * Runs `wrangler d1 execute DB ...args`, printing wrangler's output unless `quiet`. Throws with
 * that output when the command fails.
 */
export function d1Execute(args, { quiet = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...args], {
      encoding: "utf8",
      env: { ...process.env, CI: "1" },
    });
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
    if (result.status === 0) {
      if (!quiet) process.stdout.write(result.stdout);
      return;
    }
    if (attempt === attempts || args.includes("--remote") || !locked.test(output))
      throw new Error(`wrangler d1 execute failed:\n${output}`);
    // A synchronous pause: the callers are synchronous steps (a script, a test hook).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
  }
}
