import { z } from "~/lib/zod";

// Which backend a deployment uses, and what it needs, checked once at the Worker's edge.
// Errors name the missing or wrong variable so an operator can fix the deploy.

const binding = (name: string, method: string) =>
  z.custom<unknown>(
    (value) =>
      typeof value === "object" && value !== null && typeof (value as Record<string, unknown>)[method] === "function",
    {
      error: `${name} binding is missing (declare it in wrangler.toml)`,
    },
  );

const signInMaxFailures = z.coerce
  .number({ error: "SIGN_IN_MAX_FAILURES must be a whole number" })
  .int({ error: "SIGN_IN_MAX_FAILURES must be a whole number" })
  .min(1, { error: "SIGN_IN_MAX_FAILURES must be at least 1" })
  .optional();

const d1Schema = z.object({
  BACKEND: z.literal("d1"),
  DB: binding("DB", "prepare"),
  FILES: binding("FILES", "put"),
  SIGN_IN_MAX_FAILURES: signInMaxFailures,
});

const supabaseSchema = z
  .object({
    BACKEND: z.literal("supabase"),
    SUPABASE_URL: z.url({
      protocol: /^https?$/,
      error: "SUPABASE_URL must be the project URL, e.g. https://xyz.supabase.co",
    }),
    SUPABASE_ANON_KEY: z.string().trim().min(1, { error: "SUPABASE_ANON_KEY must not be empty" }),
    // The server's key (sb_secret_… or the legacy service_role JWT): a Worker secret, never a var.
    SUPABASE_SECRET_KEY: z
      .string()
      .trim()
      .min(1, { error: "SUPABASE_SECRET_KEY must not be empty (npx wrangler secret put SUPABASE_SECRET_KEY)" }),
    SIGN_IN_MAX_FAILURES: signInMaxFailures,
  })
  .refine((env) => env.SUPABASE_SECRET_KEY !== env.SUPABASE_ANON_KEY, {
    path: ["SUPABASE_SECRET_KEY"],
    error: "SUPABASE_SECRET_KEY is the anon key: set the project's secret (service role) key",
  });

/**
 * The secret the backend signs cleaned HTML with (docs/decisions/035): COOKIE_SECRET, which
 * readCookieSecret checks; without it nothing is signed and pages clean stored HTML when shown.
 */
type Signing = { htmlSigningSecret?: string };

export type BackendConfig =
  | ({ kind: "d1"; db: D1Database; files: R2Bucket; signInMaxFailures?: number } & Signing)
  | ({ kind: "supabase"; url: string; anonKey: string; secretKey: string; signInMaxFailures?: number } & Signing);

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function readBackendConfig(env: Record<string, unknown>): BackendConfig {
  const backend = env.BACKEND ?? "d1";
  if (backend !== "d1" && backend !== "supabase") {
    throw new ConfigError(`BACKEND must be "d1" or "supabase", got ${JSON.stringify(backend)}`);
  }
  const schema = backend === "d1" ? d1Schema : supabaseSchema;
  const result = schema.safeParse({ ...env, BACKEND: backend });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? "");
      const present = env[variable] !== undefined;
      return present
        ? `${variable}: ${issue.message}`
        : `Missing environment variable ${variable} (required when BACKEND=${backend})`;
    });
    throw new ConfigError(problems.join("; "));
  }
  const data = result.data;
  const htmlSigningSecret =
    typeof env.COOKIE_SECRET === "string" && env.COOKIE_SECRET !== "" ? env.COOKIE_SECRET : undefined;
  return data.BACKEND === "d1"
    ? {
        kind: "d1",
        db: data.DB as D1Database,
        files: data.FILES as R2Bucket,
        signInMaxFailures: data.SIGN_IN_MAX_FAILURES,
        htmlSigningSecret,
      }
    : {
        kind: "supabase",
        url: data.SUPABASE_URL.replace(/\/+$/, ""),
        anonKey: data.SUPABASE_ANON_KEY,
        secretKey: data.SUPABASE_SECRET_KEY,
        signInMaxFailures: data.SIGN_IN_MAX_FAILURES,
        htmlSigningSecret,
      };
}

/**
 * SITE_URL's value in wrangler.toml's top-level environment, which only local runs use (the dev
 * server, `npm start`, the tests): the request's own origin is the site's. A deployment's
 * `[env.*.vars]` names the address instead (vars are not inherited from the top level).
 */
export const localSiteUrl = "local";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The site's one address (docs/decisions/031-one-site-address.md): its origin, which writes every
 * absolute URL (canonical, hreflang, sitemap, robots.txt, Open Graph) and to which a request on
 * any other host is redirected; null in local development (`SITE_URL = "local"`), where the
 * request's origin is the site's. Missing or malformed, it is a configuration error (503 and a
 * log line naming it), never a fallback to the request's Host.
 */
export function readSiteUrl(env: Record<string, unknown>): string | null {
  const value = env.SITE_URL;
  const example = "e.g. https://www.example.com, in wrangler.toml's [env.<name>.vars]";
  if (typeof value !== "string" || value.trim() === "")
    throw new ConfigError(`Missing environment variable SITE_URL: the site's address, ${example}`);
  const text = value.trim();
  if (text === localSiteUrl) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`SITE_URL must be the site's address, ${example}; got ${JSON.stringify(text)}`);
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname));
  if (!secure || url.username || url.password || url.pathname !== "/" || url.search || url.hash)
    throw new ConfigError(
      `SITE_URL must be the site's https address alone (no path, query or credentials), ${example}; got ${JSON.stringify(text)}`,
    );
  return url.origin;
}

/** Shortest COOKIE_SECRET accepted: 32 characters, as `openssl rand -hex 16` prints. */
export const minCookieSecretLength = 32;

/**
 * The secret that signs the flash cookie. Required everywhere, production included: local runs
 * get a random one in .dev.vars from `npm run dev`, so no default lives in the code.
 */
export function readCookieSecret(env: Record<string, unknown>): string {
  const secret = env.COOKIE_SECRET;
  const howToSet =
    "set it with `npx wrangler secret put COOKIE_SECRET` (locally `npm run dev` writes one into .dev.vars)";
  if (typeof secret !== "string" || secret === "")
    throw new ConfigError(`Missing environment variable COOKIE_SECRET: ${howToSet}`);
  if (secret.length < minCookieSecretLength)
    throw new ConfigError(`COOKIE_SECRET must be at least ${minCookieSecretLength} characters: ${howToSet}`);
  return secret;
}
