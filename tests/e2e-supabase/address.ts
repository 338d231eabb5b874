// Where the Supabase smoke run's servers are, shared by its config, its global setup and its specs.

/** The Worker's port (E2E_SUPABASE_PORT, default 8790): apart from the main run's 8788. */
export const supabasePort = Number(process.env.E2E_SUPABASE_PORT ?? 8790);

/** The environment variable through which the global setup tells the specs the stand-in's URL. */
export const standinUrlVariable = "E2E_SUPABASE_STANDIN_URL";

/** The environment variable through which the global setup tells the specs the stand-in's anon key. */
export const standinAnonKeyVariable = "E2E_SUPABASE_STANDIN_ANON_KEY";

/** The stand-in's anon key (public, as a project's is): what a caller of its REST API holds. */
export function standinAnonKey(): string {
  const key = process.env[standinAnonKeyVariable];
  if (!key)
    throw new Error(`${standinAnonKeyVariable} is not set: run these specs with playwright.supabase.config.ts.`);
  return key;
}

/** The Supabase stand-in's base URL (http://127.0.0.1:<port>), as the global setup started it. */
export function standinUrl(): string {
  const url = process.env[standinUrlVariable];
  if (!url)
    throw new Error(
      `${standinUrlVariable} is not set: run these specs with playwright.supabase.config.ts (its global setup starts the stand-in).`,
    );
  return url;
}

/**
 * The environment variable through which the global setup tells the specs the stand-in's control
 * key (its secret key, made afresh each run): a spec writes to the database with it as an
 * operator's SQL or another location's Worker would, past this Worker.
 */
export const standinControlVariable = "E2E_SUPABASE_STANDIN_CONTROL";

/** Runs SQL on the stand-in's database (its /__standin/sql control route, not Supabase's). */
export async function standinSql(sql: string, params: unknown[] = []): Promise<void> {
  const key = process.env[standinControlVariable];
  if (!key)
    throw new Error(`${standinControlVariable} is not set: run these specs with playwright.supabase.config.ts.`);
  const response = await fetch(`${standinUrl()}/__standin/sql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-standin-control": key },
    body: JSON.stringify({ sql, params }),
  });
  if (!response.ok) throw new Error(`the stand-in refused the SQL (${response.status}): ${await response.text()}`);
}
