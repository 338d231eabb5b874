// `npm run supabase:check`: reads back the hosted Supabase project's settings that a deployment
// must match (scripts/supabase-settings.ts, the deploy guide's checklist) and prints each with
// OK, WRONG or NOT READ; exits 1 when one is wrong or a source cannot be read, 2 on bad usage.
//   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_ANON_KEY=… npm run supabase:check
//   … SUPABASE_ACCESS_TOKEN=sbp_… SUPABASE_PROJECT_REF=<ref> npm run supabase:check   (everything)
// or the same as flags: --url, --anon-key, --access-token, --project-ref (--management-url for a
// stand-in of the Management API). The anon key reads Auth's public settings (sign-ups,
// providers); the rest of Auth's configuration (JWT expiry, sessions, rate limits, passwords)
// only the Management API tells, with a personal access token (Account → Access Tokens).
import { parseArgs } from "node:util";

import { checkSettings } from "./supabase-settings.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: process.env.SUPABASE_URL },
    "anon-key": { type: "string", default: process.env.SUPABASE_ANON_KEY },
    "access-token": { type: "string", default: process.env.SUPABASE_ACCESS_TOKEN },
    "project-ref": { type: "string", default: process.env.SUPABASE_PROJECT_REF },
    "management-url": { type: "string", default: process.env.SUPABASE_MANAGEMENT_URL },
  },
});

if (!values.url || !values["anon-key"]) {
  console.error(
    "Give the project: SUPABASE_URL and SUPABASE_ANON_KEY (or --url and --anon-key); for every setting also SUPABASE_ACCESS_TOKEN and SUPABASE_PROJECT_REF.",
  );
  process.exit(2);
}
// The ref is in the project's URL (https://<ref>.supabase.co) when not given.
const projectRef = values["project-ref"] ?? /^https:\/\/([a-z0-9]+)\.supabase\.co\/?$/.exec(values.url)?.[1];

const results = await checkSettings({
  url: values.url,
  anonKey: values["anon-key"],
  accessToken: values["access-token"],
  projectRef,
  managementUrl: values["management-url"],
});

const show = (value) => (value === undefined ? "(not set)" : JSON.stringify(value));
const label = { ok: "OK", wrong: "WRONG", unread: "NOT READ", error: "ERROR" };
console.log(`Supabase settings of ${values.url}\n`);
for (const result of results) {
  const { setting } = result;
  const head = `${label[result.status].padEnd(8)} ${setting.name}`;
  if (result.status === "ok") console.log(`${head}: ${show(result.value)}`);
  else if (result.status === "wrong")
    console.log(`${head}: ${show(result.value)}, must be ${show(setting.want)}\n         set it: ${setting.dashboard}`);
  else console.log(`${head}: ${result.reason}\n         ${setting.dashboard}`);
}
const count = (status) => results.filter((r) => r.status === status).length;
console.log(
  `\n${count("ok")} OK, ${count("wrong")} wrong, ${count("unread")} not read, ${count("error")} unreadable source.`,
);
process.exit(count("wrong") + count("error") > 0 ? 1 : 0);
