// The hosted Supabase project's settings a deployment must match (docs/decisions/
// 045-supabase-auth-settings.md): one list, which `npm run supabase:check` reads back, the deploy
// guide's checklist names (a unit test holds them together) and supabase/config.toml sets for a
// local stack. Each is read from one of two places:
//   auth        GET <project>/auth/v1/settings with the anon key: GoTrue's public settings
//               (sign-ups, which providers are on)
//   management  GET <management API>/v1/projects/<ref>/config/auth with a personal access token:
//               the whole Auth configuration (JWT expiry, sessions, rate limits, passwords)
// Without an access token the second kind cannot be read: the check says so and names where to
// look in the dashboard.

export type SettingSource = "auth" | "management";

export interface SupabaseSetting {
  name: string;
  /** Where an operator sets it in the dashboard, and to what. */
  dashboard: string;
  source: SettingSource;
  /** The value as the source's JSON holds it. */
  read(json: Record<string, unknown>): unknown;
  want: unknown;
  /** Where supabase/config.toml sets it for a local stack: [section] key = value. */
  toml?: { section: string; key: string; value: string };
}

/** GoTrue's /settings `external` map: which sign-in providers are on. */
const providers = (json: Record<string, unknown>) =>
  typeof json.external === "object" && json.external !== null ? (json.external as Record<string, unknown>) : {};

export const supabaseSettings: readonly SupabaseSetting[] = [
  {
    name: "Sign-ups off",
    dashboard: "Authentication → Sign In / Providers → User Signups: “Allow new users to sign up” off",
    source: "auth",
    read: (json) => json.disable_signup,
    want: true,
    toml: { section: "auth", key: "enable_signup", value: "false" },
  },
  {
    name: "E-mail sign-in on",
    dashboard: "Authentication → Sign In / Providers → Email: enabled",
    source: "auth",
    read: (json) => providers(json).email,
    want: true,
    toml: { section: "auth.email", key: "enable_signup", value: "true" },
  },
  {
    name: "Anonymous sign-ins off",
    dashboard: "Authentication → Sign In / Providers → “Allow anonymous sign-ins” off",
    source: "auth",
    read: (json) => providers(json).anonymous_users,
    want: false,
    toml: { section: "auth", key: "enable_anonymous_sign_ins", value: "false" },
  },
  {
    name: "No other sign-in provider (phone, OAuth, SAML SSO)",
    dashboard: "Authentication → Sign In / Providers: every provider but Email disabled; SSO off",
    source: "auth",
    read: (json) =>
      [
        ...Object.entries(providers(json))
          .filter(([name, on]) => on === true && name !== "email" && name !== "anonymous_users")
          .map(([name]) => name),
        ...(json.saml_enabled === true ? ["saml"] : []),
      ].join(", ") || "none",
    want: "none",
  },
  {
    name: "Access token (JWT) expiry, seconds",
    dashboard: "Project Settings → JWT Keys → “Access token expiry time”: 600",
    source: "management",
    read: (json) => json.jwt_exp,
    want: 600,
    toml: { section: "auth", key: "jwt_expiry", value: "600" },
  },
  {
    name: "Session time-box, hours",
    dashboard: "Authentication → Sessions → “Time-box user sessions”: 168 hours (Pro plan)",
    source: "management",
    read: (json) => json.sessions_timebox,
    want: 168,
    toml: { section: "auth.sessions", key: "timebox", value: '"168h"' },
  },
  {
    name: "Session inactivity timeout, hours",
    dashboard: "Authentication → Sessions → “Inactivity timeout”: 2 hours (Pro plan)",
    source: "management",
    read: (json) => json.sessions_inactivity_timeout,
    want: 2,
    toml: { section: "auth.sessions", key: "inactivity_timeout", value: '"2h"' },
  },
  {
    name: "Rate limit of password sign-ins and token refreshes, per 5 minutes and address",
    dashboard: "Authentication → Rate Limits → “Rate limit for token refreshes”: 30",
    source: "management",
    read: (json) => json.rate_limit_token_refresh,
    want: 30,
    toml: { section: "auth.rate_limit", key: "token_refresh", value: "30" },
  },
  {
    name: "Rate limit of sign-ups and OTP sign-ins, per 5 minutes and address",
    dashboard: "Authentication → Rate Limits → “Rate limit for sign ups and sign ins”: 10",
    source: "management",
    read: (json) => json.rate_limit_otp,
    want: 10,
    toml: { section: "auth.rate_limit", key: "sign_in_sign_ups", value: "10" },
  },
  {
    name: "Refresh token rotation (reuse detection) on",
    dashboard: "Authentication → Sessions → “Detect and revoke potentially compromised refresh tokens” on",
    source: "management",
    read: (json) => json.refresh_token_rotation_enabled,
    want: true,
    toml: { section: "auth", key: "enable_refresh_token_rotation", value: "true" },
  },
  {
    name: "Minimum password length",
    dashboard: "Authentication → Sign In / Providers → Email → “Minimum password length”: 12",
    source: "management",
    read: (json) => json.password_min_length,
    want: 12,
    toml: { section: "auth", key: "minimum_password_length", value: "12" },
  },
];

export interface CheckOptions {
  /** The project's URL (https://<ref>.supabase.co). */
  url: string;
  anonKey: string;
  /** A personal access token (Account → Access Tokens) and the project's ref: the Management API. */
  accessToken?: string;
  projectRef?: string;
  /** The Management API's address (https://api.supabase.com; a stand-in's in tests). */
  managementUrl?: string;
}

export type SettingResult = { setting: SupabaseSetting } & (
  | { status: "ok" | "wrong"; value: unknown }
  /** Not readable with what was given (no access token): to be checked by hand. */
  | { status: "unread"; reason: string }
  /** Its source could not be read (unreachable, a refused key): the check fails. */
  | { status: "error"; reason: string }
);

type Source = { json: Record<string, unknown> } | { unread: string } | { error: string };

async function readJson(url: string, headers: Record<string, string>): Promise<Source> {
  try {
    const response = await fetch(url, { headers });
    const text = await response.text();
    if (!response.ok) return { error: `${url} answered ${response.status}: ${text.slice(0, 200)}` };
    return { json: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    return { error: `${url}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Reads every setting it can and compares it with what the deployment needs. */
export async function checkSettings(options: CheckOptions): Promise<SettingResult[]> {
  const project = options.url.replace(/\/+$/, "");
  const management = (options.managementUrl ?? "https://api.supabase.com").replace(/\/+$/, "");
  const sources: Record<SettingSource, Source> = {
    auth: await readJson(`${project}/auth/v1/settings`, { apikey: options.anonKey }),
    management:
      options.accessToken && options.projectRef
        ? await readJson(`${management}/v1/projects/${encodeURIComponent(options.projectRef)}/config/auth`, {
            Authorization: `Bearer ${options.accessToken}`,
          })
        : {
            unread:
              "needs SUPABASE_ACCESS_TOKEN and SUPABASE_PROJECT_REF (the Management API): check it in the dashboard",
          },
  };
  return supabaseSettings.map((setting): SettingResult => {
    const source = sources[setting.source];
    if ("unread" in source) return { setting, status: "unread", reason: source.unread };
    if ("error" in source) return { setting, status: "error", reason: source.error };
    const value = setting.read(source.json);
    return { setting, status: value === setting.want ? "ok" : "wrong", value };
  });
}
