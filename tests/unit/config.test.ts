import { describe, expect, it } from "vitest";

import { ConfigError, readBackendConfig, readSiteUrl } from "~/backend/config.server";

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

  it("reads the site's address as its origin, and 'local' as the request's own", () => {
    expect(readSiteUrl({ SITE_URL: "https://www.ornek-insaat.example/" })).toBe("https://www.ornek-insaat.example");
    expect(readSiteUrl({ SITE_URL: " https://WWW.Ornek-Insaat.example " })).toBe("https://www.ornek-insaat.example");
    expect(readSiteUrl({ SITE_URL: "http://127.0.0.1:8788" })).toBe("http://127.0.0.1:8788");
    expect(readSiteUrl({ SITE_URL: "local" })).toBeNull();
  });

  it("names a missing SITE_URL rather than trusting the request's Host", () => {
    for (const env of [{}, { SITE_URL: "" }, { SITE_URL: "  " }, { SITE_URL: 1 }]) {
      expect(() => readSiteUrl(env)).toThrow(ConfigError);
      expect(() => readSiteUrl(env)).toThrow(/Missing environment variable SITE_URL/);
    }
  });

  it("refuses a SITE_URL that is not an https origin alone", () => {
    for (const value of [
      "www.example.com",
      "http://www.example.com",
      "ftp://www.example.com",
      "https://www.example.com/tr/",
      "https://www.example.com/?x=1",
      "https://www.example.com/#top",
      "https://user:secret@www.example.com",
      "https://",
    ]) {
      expect(() => readSiteUrl({ SITE_URL: value }), value).toThrow(/SITE_URL must be the site's/);
    }
  });
});
