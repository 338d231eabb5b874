import { demoAdmin } from "../fixtures/accounts";
import { openPgliteFrom } from "../postgres/databases";
import { pgliteTemplate } from "../postgres/global-setup";
import { startStandin, type Standin } from "../supabase-standin";

// The demo content on the Supabase stand-in, for whatever runs the built Worker with
// BACKEND=supabase locally (the Supabase smoke run's global setup, `npm run bench:pages -- --backend
// supabase`): the Postgres layer's PGlite template (every supabase/migrations/*.sql and seed.sql)
// opened in this process, the stand-in over it (PostgREST rpc, Storage, Auth over HTTP), and the
// demo admin provisioned as an operator would.

export interface DemoStandin {
  standin: Standin;
  /** Whether the PGlite template came from the cache (else it was built now). */
  templateCached: boolean;
  /** Closes the stand-in, then the database. */
  close(): Promise<void>;
}

export async function startDemoStandin(): Promise<DemoStandin> {
  const template = await pgliteTemplate();
  const database = await openPgliteFrom(template.file);
  let standin: Standin | undefined;
  try {
    standin = await startStandin(database);
    await provisionDemoAdmin(standin);
  } catch (error) {
    await standin?.close();
    await database.close();
    throw error;
  }
  const started = standin;
  return {
    standin: started,
    templateCached: template.cached,
    close: async () => {
      await started.close();
      await database.close();
    },
  };
}

/**
 * The demo admin, as an operator makes one (app_metadata.role admin, confirmed), through the
 * stand-in's control SQL: seed.sql already has the account, so this sets it again (a cheap
 * bcrypt cost, so signing in stays quick), or creates it if the seed ever stops doing so.
 */
async function provisionDemoAdmin(standin: Standin) {
  const sql = async (text: string, params: unknown[]) => {
    const response = await fetch(`${standin.url}/__standin/sql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-standin-control": standin.secretKey },
      body: JSON.stringify({ sql: text, params }),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`provisioning the demo admin failed (${response.status}): ${body}`);
    return (JSON.parse(body) as { rows: Array<{ id: string }> }).rows;
  };
  const values = [demoAdmin.email.toLowerCase(), demoAdmin.password, demoAdmin.fullName];
  const set = `encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)), email_confirmed_at = now(),
    raw_app_meta_data = jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'admin'),
    raw_user_meta_data = jsonb_build_object('full_name', $3::text), banned_until = null, updated_at = now()`;
  if ((await sql(`update auth.users set ${set} where email = $1 returning id::text`, values)).length > 0) return;
  await sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       extensions.crypt($2, extensions.gen_salt('bf', 4)), now(),
       jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'admin'),
       jsonb_build_object('full_name', $3::text), now(), now())
     returning id::text`,
    values,
  );
}
