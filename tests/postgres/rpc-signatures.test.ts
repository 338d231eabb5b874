import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rpcSignatures } from "~/backend/supabase/database";

import { testDatabases, type TestDatabase } from "./databases";

// The supabase adapter's types of the Postgres functions it calls (app/backend/supabase/database.ts)
// against the functions as PostgreSQL holds them once every migration has run: a migration that
// changes a function the adapter calls (a renamed, added or retyped argument, a default taken
// away, another result) fails here until the adapter's table follows it, and then the type check
// fails at every call that no longer fits.

interface DeclaredFunction {
  name: string;
  /** The arguments in order: name, SQL type, whether it has a default. */
  args: Array<{ name: string; type: string; defaulted: boolean }>;
  returns: string;
}

/** Every function of the public schema named `names`, one row per signature (an overload is a second row). */
async function declaredFunctions(db: TestDatabase, names: string[]): Promise<DeclaredFunction[]> {
  const rows = await db.query<{ name: string; args: DeclaredFunction["args"] | string; returns: string }>(
    `select p.proname as name, pg_get_function_result(p.oid) as returns,
       coalesce((
         select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null),
                                           'defaulted', a.n > p.pronargs - p.pronargdefaults) order by a.n)
         from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality as a(name, type, n)
       ), '[]'::json) as args
     from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.proname = any($1::text[])
     order by p.proname`,
    [names],
  );
  // PGlite hands json back parsed, postgres.js as text: the same either way.
  return rows.map((r) => ({ ...r, args: typeof r.args === "string" ? JSON.parse(r.args) : r.args }));
}

/** A declared function in the adapter's notation: `{ p_id: "text?" }` (`?`: has a default), its result. */
const inAdapterNotation = (f: DeclaredFunction) => ({
  args: Object.fromEntries(f.args.map((a) => [a.name, `${a.type}${a.defaulted ? "?" : ""}`])),
  returns: f.returns,
});

/** The adapter's signatures as PostgreSQL declares them: ` | null` (NULL may be sent) is the adapter's own note. */
const asDeclared = Object.fromEntries(
  Object.entries(rpcSignatures).map(([name, f]) => [
    name,
    { ...f, args: Object.fromEntries(Object.entries(f.args).map(([arg, type]) => [arg, type.replace(" | null", "")])) },
  ]),
);

describe.each(testDatabases())("the adapter's Postgres functions on $name", ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    if (open) db = await open();
  });
  afterAll(async () => db?.close());

  it.skipIf(!open)("are each declared once, with the arguments and result the adapter types", async () => {
    const names = Object.keys(rpcSignatures);
    const declared = await declaredFunctions(db, names);
    const byName = Object.groupBy(declared, (f) => f.name);
    // A missing function, or two of one name (PostgREST could not tell which one a call means).
    expect(names.filter((name) => byName[name]?.length !== 1)).toEqual([]);
    expect(Object.fromEntries(declared.map((f) => [f.name, inAdapterNotation(f)]))).toEqual(asDeclared);
  });

  it.skipIf(!open)("notices a function whose shape a later migration changed", async () => {
    // As a migration might: an argument renamed and another added, the result's type changed.
    await db.exec(`drop function public.site_project(text);
      create function public.site_project(p_key text, p_lang text) returns json
        language sql stable set search_path = '' as $$ select null::json $$;`);
    const [changed] = await declaredFunctions(db, ["site_project"]);
    expect(inAdapterNotation(changed!)).not.toEqual(rpcSignatures.site_project);
    expect(inAdapterNotation(changed!)).toEqual({ args: { p_key: "text", p_lang: "text" }, returns: "json" });
  });
});
