import { describe, expect, it } from "vitest";

import { ConfigError, readBackendConfig } from "~/backend/config.server";

const d1Binding = { prepare() {} };
const r2Binding = { put() {} };

describe("backend configuration", () => {
  it("defaults to the d1 backend with its bindings", () => {
    expect(readBackendConfig({ DB: d1Binding, FILES: r2Binding })).toMatchObject({ kind: "d1" });
  });

  it("names a missing binding", () => {
    expect(() => readBackendConfig({ BACKEND: "d1", DB: d1Binding })).toThrow(
      /Missing environment variable FILES \(required when BACKEND=d1\)/,
    );
  });

  it("names each missing Supabase variable", () => {
    const attempt = () => readBackendConfig({ BACKEND: "supabase" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SUPABASE_URL.*SUPABASE_ANON_KEY.*SUPABASE_SECRET_KEY/);
  });

  it("explains a malformed value and an unknown backend", () => {
    expect(() => readBackendConfig({ BACKEND: "supabase", SUPABASE_URL: "nope", SUPABASE_ANON_KEY: "k" })).toThrow(
      /SUPABASE_URL must be the project URL/,
    );
    expect(() => readBackendConfig({ BACKEND: "mysql" })).toThrow(/BACKEND must be "d1" or "supabase"/);
  });

  it("reads an optional sign-in throttle and rejects a bad one", () => {
    expect(readBackendConfig({ DB: d1Binding, FILES: r2Binding, SIGN_IN_MAX_FAILURES: "25" })).toMatchObject({
      signInMaxFailures: 25,
    });
    expect(() => readBackendConfig({ DB: d1Binding, FILES: r2Binding, SIGN_IN_MAX_FAILURES: "many" })).toThrow(
      /SIGN_IN_MAX_FAILURES/,
    );
  });

  it("accepts a complete Supabase configuration", () => {
    expect(
      readBackendConfig({
        BACKEND: "supabase",
        SUPABASE_URL: "https://x.supabase.co/",
        SUPABASE_ANON_KEY: "key",
        SUPABASE_SECRET_KEY: "sb_secret_x",
      }),
    ).toEqual({
      kind: "supabase",
      url: "https://x.supabase.co",
      anonKey: "key",
      secretKey: "sb_secret_x",
    });
  });

  it("refuses the anon key where the secret key belongs, and a URL that is not http(s)", () => {
    const base = { BACKEND: "supabase", SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "key" };
    expect(() => readBackendConfig({ ...base, SUPABASE_SECRET_KEY: "key" })).toThrow(
      /SUPABASE_SECRET_KEY is the anon key/,
    );
    expect(() => readBackendConfig({ ...base, SUPABASE_URL: "ftp://x.supabase.co", SUPABASE_SECRET_KEY: "s" })).toThrow(
      /SUPABASE_URL must be the project URL/,
    );
  });
});
