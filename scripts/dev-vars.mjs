// Local secrets for `npm run dev` and `npm start`: a random COOKIE_SECRET in .dev.vars (gitignored),
// written once and kept, so flash cookies stay valid across restarts. Wrangler and the Cloudflare
// Vite plugin read .dev.vars; the build copies it next to build/server/wrangler.json for
// `wrangler dev --config build/server/wrangler.json`. Production sets the secret with
// `wrangler secret put COOKIE_SECRET` and never sees this file.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const devVars = new URL("../.dev.vars", import.meta.url);

export function ensureLocalCookieSecret() {
  const current = existsSync(devVars) ? readFileSync(devVars, "utf8") : "";
  if (/^\s*COOKIE_SECRET\s*=/m.test(current)) return;
  const separator = current === "" || current.endsWith("\n") ? "" : "\n";
  appendFileSync(devVars, `${separator}COOKIE_SECRET="${randomBytes(32).toString("hex")}"\n`);
  console.log("Wrote a random COOKIE_SECRET into .dev.vars (local only, gitignored).");
}
