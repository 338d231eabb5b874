import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startStandin, type Standin } from "../supabase-standin";
import { testDatabases, type TestDatabase } from "./databases";

// `npm run supabase:check` (scripts/supabase-check.mjs) run for real against the Supabase stand-in,
// whose project is configured as supabase/config.toml says and answers GoTrue's /settings and the
// Management API's Auth configuration: every setting printed with OK, and a wrong one reported
// with its dashboard path and a non-zero exit.

const script = path.resolve(import.meta.dirname, "../../scripts/supabase-check.mjs");
const run = promisify(execFile);
/** The machine's environment without any SUPABASE_ variable: the flags alone say which project. */
const environment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("SUPABASE_")),
) as NodeJS.ProcessEnv;

async function check(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, ...args], { env: environment });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const pglite = testDatabases().find((d) => d.name === "pglite")!;

describe("npm run supabase:check against the stand-in", () => {
  let db!: TestDatabase;
  let standin!: Standin;
  beforeAll(async () => {
    db = await pglite.open!();
    standin = await startStandin(db);
  });
  afterAll(async () => {
    await standin?.close();
    await db?.close();
  });
  const everything = () => [
    "--url",
    standin.url,
    "--anon-key",
    standin.anonKey,
    "--access-token",
    standin.accessToken,
    "--project-ref",
    standin.projectRef,
    "--management-url",
    standin.url,
  ];
  const configure = (fields: Record<string, unknown>) =>
    fetch(`${standin.url}/__standin/auth-config`, {
      method: "POST",
      headers: { "x-standin-control": standin.secretKey, "content-type": "application/json" },
      body: JSON.stringify(fields),
    });

  it("prints every setting OK and exits 0 for a project configured as config.toml says", async () => {
    const { code, out } = await check(everything());
    expect(out).toContain("11 OK, 0 wrong, 0 not read, 0 unreadable source.");
    for (const line of [
      "OK       Sign-ups off: true",
      "OK       E-mail sign-in on: true",
      "OK       Anonymous sign-ins off: false",
      'OK       No other sign-in provider (phone, OAuth, SAML SSO): "none"',
      "OK       Access token (JWT) expiry, seconds: 600",
      "OK       Session time-box, hours: 168",
      "OK       Session inactivity timeout, hours: 2",
      "OK       Rate limit of password sign-ins and token refreshes, per 5 minutes and address: 30",
      "OK       Minimum password length: 12",
    ])
      expect(out).toContain(line);
    expect(code).toBe(0);
  });

  it("says what it cannot read without an access token, and still checks what the anon key reads", async () => {
    const { code, out } = await check(everything().slice(0, 4));
    expect(out).toContain("4 OK, 0 wrong, 7 not read, 0 unreadable source.");
    expect(out).toContain("NOT READ Access token (JWT) expiry, seconds: needs SUPABASE_ACCESS_TOKEN");
    expect(out).toContain("Project Settings → JWT Keys");
    expect(code).toBe(0);
  });

  it("reports a wrong setting with where to set it, and exits non-zero", async () => {
    await configure({ disable_signup: false, external_github_enabled: true, jwt_exp: 3600, sessions_timebox: 0 });
    try {
      const { code, out } = await check(everything());
      expect(out).toContain("WRONG    Sign-ups off: false, must be true");
      expect(out).toContain("Authentication → Sign In / Providers → User Signups");
      expect(out).toContain('WRONG    No other sign-in provider (phone, OAuth, SAML SSO): "github", must be "none"');
      expect(out).toContain("WRONG    Access token (JWT) expiry, seconds: 3600, must be 600");
      expect(out).toContain("WRONG    Session time-box, hours: 0, must be 168");
      expect(out).toContain("7 OK, 4 wrong");
      expect(code).toBe(1);
    } finally {
      await configure({ disable_signup: true, external_github_enabled: false, jwt_exp: 600, sessions_timebox: 168 });
    }
  });

  it("fails on a key the project refuses, and on bad usage", async () => {
    const refused = await check([...everything().slice(0, 3), "wrong-key", ...everything().slice(4)]);
    expect(refused.out).toContain("ERROR    Sign-ups off:");
    expect(refused.code).toBe(1);
    expect((await check([])).code).toBe(2);
  });
});
