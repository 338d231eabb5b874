import { bearerOf, gatewayRefusal, json, resolveCaller, type Context, type Reply, type StandinRequest } from "./http";

// TEST ONLY. The project's Auth configuration as two of Supabase's services answer it, for
// `npm run supabase:check` (scripts/supabase-settings.ts):
// - GoTrue's public GET /auth/v1/settings (any API key): sign-ups and which providers are on, in
//   the shape of GoTrue's internal/api/settings.go (every provider named, true or false);
// - the Management API's GET /v1/projects/<ref>/config/auth (a personal access token as Bearer):
//   the whole Auth configuration, in its field names (AuthConfigResponse).
// The stand-in's project starts configured as supabase/config.toml says; a test changes it with
// POST /__standin/auth-config {…fields} to see a wrong setting reported.

/** The Management API's Auth configuration (the fields the check reads, and their neighbours). */
export type ProjectAuthConfig = Record<string, string | number | boolean | null>;

/** The stand-in project's ref (its Management API path) and its operator's access token are fixed per stand-in. */
export const standinProjectRef = "standin";

const oauthProviders = [
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "snapchat",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "zoom",
];

/** A project set up as supabase/config.toml sets a local stack (what `supabase config push` would write). */
export function configuredAsConfigToml(): ProjectAuthConfig {
  return {
    site_url: "http://127.0.0.1:5173",
    jwt_exp: 600,
    disable_signup: true,
    external_email_enabled: true,
    external_phone_enabled: false,
    external_anonymous_users_enabled: false,
    ...Object.fromEntries(oauthProviders.map((name) => [`external_${name}_enabled`, false])),
    saml_enabled: false,
    mailer_autoconfirm: true,
    sms_autoconfirm: false,
    refresh_token_rotation_enabled: true,
    security_refresh_token_reuse_interval: 10,
    password_min_length: 12,
    rate_limit_token_refresh: 30,
    rate_limit_otp: 10,
    rate_limit_verify: 30,
    rate_limit_anonymous_users: 30,
    rate_limit_email_sent: 2,
    rate_limit_sms_sent: 30,
    rate_limit_web3: 30,
    sessions_timebox: 168,
    sessions_inactivity_timeout: 2,
    sessions_single_per_user: false,
  };
}

/** GET /auth/v1/settings: GoTrue's Settings struct, from the project's configuration. */
export function authSettings(ctx: Context, request: StandinRequest): Reply {
  const gateway = resolveCaller(ctx, request);
  if (!gateway.ok && (gateway.failure === "no-apikey" || gateway.failure === "bad-apikey"))
    return gatewayRefusal(gateway.failure);
  const config = ctx.authConfig;
  const on = (name: string) => config[`external_${name}_enabled`] === true;
  return json(200, {
    external: {
      anonymous_users: on("anonymous_users"),
      ...Object.fromEntries(oauthProviders.map((name) => [name, on(name)])),
      email: on("email"),
      phone: on("phone"),
    },
    disable_signup: config.disable_signup === true,
    mailer_autoconfirm: config.mailer_autoconfirm === true,
    phone_autoconfirm: config.sms_autoconfirm === true,
    sms_provider: "",
    saml_enabled: config.saml_enabled === true,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

/** The Management API: GET /v1/projects/<ref>/config/auth with the operator's access token. */
export function handleManagement(ctx: Context, request: StandinRequest, path: string): Reply {
  if (bearerOf(request) !== ctx.accessToken) return json(401, { message: "Unauthorized" });
  const match = /^\/projects\/([^/]+)\/config\/auth$/.exec(path);
  if (!match || request.method !== "GET")
    return json(404, { message: `${request.method} /v1${path} is not a route of the stand-in` });
  if (match[1] !== standinProjectRef) return json(404, { message: "Project not found" });
  return json(200, ctx.authConfig);
}
