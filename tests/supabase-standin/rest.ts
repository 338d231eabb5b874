import {
  asCaller,
  gatewayRefusal,
  header,
  isObject,
  parseJsonBody,
  pgErrorOf,
  quoteIdent,
  resolveCaller,
  superuser,
  type Caller,
  type Context,
  type Reply,
  type StandinRequest,
} from "./http";
import { jwtRefusal, pgrst, statusForSqlState } from "./postgrest";
import { handleTable } from "./tables";

// PostgREST's rpc endpoint: POST /rest/v1/rpc/<fn> with a JSON object of named arguments, run in
// one transaction as the caller (role and request.jwt.claims set locally), errors as PostgREST
// renders them ({code, details, hint, message}) with its SQLSTATE → HTTP status table. And the
// public tables themselves (/rest/v1/<table>: select, insert, update, delete with eq/in/is
// filters), as a caller holding the anon key or a token reaches them: what row-level security
// lets through is all there is (tables.ts).

interface FunctionInfo {
  args: Array<{ name: string; type: string }>;
  /** How many leading arguments have no default. */
  required: number;
  returnsSet: boolean;
  returnsVoid: boolean;
}

async function overloads(ctx: Context, name: string): Promise<FunctionInfo[]> {
  const cached = ctx.functions.get(name) as FunctionInfo[] | undefined;
  if (cached) return cached;
  // IN arguments only (modes i, b, v); proargtypes lists exactly those, in order.
  const rows = await superuser<{ info: string }>(
    ctx,
    `select jsonb_build_object(
       'names', coalesce((select jsonb_agg(a.name order by a.i) from unnest(coalesce(p.proargnames, '{}'), coalesce(p.proargmodes::text[], array_fill('i'::text, array[coalesce(cardinality(p.proargnames), 0)]))) with ordinality a(name, mode, i) where a.mode in ('i', 'b', 'v')), '[]'::jsonb),
       'types', coalesce((select jsonb_agg(format_type(t.oid, null) order by t.i) from unnest(p.proargtypes::oid[]) with ordinality t(oid, i)), '[]'::jsonb),
       'defaults', p.pronargdefaults, 'returnsSet', p.proretset, 'returnsVoid', p.prorettype = 'void'::regtype)::text as info
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  const found = rows.map(({ info }) => {
    const parsed = JSON.parse(info) as {
      names: string[];
      types: string[];
      defaults: number;
      returnsSet: boolean;
      returnsVoid: boolean;
    };
    const args = parsed.types.map((type, i) => ({ name: parsed.names[i] ?? "", type }));
    return {
      args,
      required: args.length - parsed.defaults,
      returnsSet: parsed.returnsSet,
      returnsVoid: parsed.returnsVoid,
    };
  });
  ctx.functions.set(name, found);
  return found;
}

function notFound(name: string, keys: string[]): Reply {
  const signature = keys.length ? `(${keys.join(", ")})` : " without parameters";
  const withParams = keys.length ? `with parameters ${keys.join(", ")}` : "without parameters";
  return pgrst(
    404,
    "PGRST202",
    `Could not find the function public.${name}${signature} in the schema cache`,
    `Searched for the function public.${name} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** The SQL calling the function with the body's arguments, read as PostgREST does (jsonb_to_record). */
function callSql(name: string, fn: FunctionInfo, keys: string[]): string {
  const given = fn.args.filter((arg) => keys.includes(arg.name));
  const call = `public.${quoteIdent(name)}(${given.map((arg) => `${quoteIdent(arg.name)} => _args.${quoteIdent(arg.name)}`).join(", ")})`;
  const from = given.length
    ? ` from jsonb_to_record($1::text::jsonb) as _args(${given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(", ")})`
    : "";
  if (fn.returnsVoid) return `select ${call}::text as result${from}`;
  if (fn.returnsSet) {
    const source = given.length ? `${from}, lateral ${call} _row` : ` from ${call} _row`;
    return `select coalesce(jsonb_agg(to_jsonb(_row)), '[]'::jsonb)::text as result, count(*)::int as rows${source}`;
  }
  return `select to_jsonb(${call})::text as result${from}`;
}

export async function handleRest(ctx: Context, request: StandinRequest, path: string): Promise<Reply> {
  const table = path.match(/^\/([a-z_][a-z0-9_]*)$/);
  if (table) {
    const resolved = resolveCaller(ctx, request);
    if (!resolved.ok)
      return resolved.failure === "no-apikey" || resolved.failure === "bad-apikey"
        ? gatewayRefusal(resolved.failure)
        : jwtRefusal(resolved.failure);
    return await handleTable(ctx, request, resolved.caller, table[1]!);
  }
  const match = path.match(/^\/rpc\/([^/]+)$/);
  if (!match) return pgrst(404, "PGRST125", `Invalid path specified in request URL`);
  if (request.method !== "POST") return pgrst(405, "PGRST117", `Unsupported HTTP method: ${request.method}`);
  const resolved = resolveCaller(ctx, request);
  if (!resolved.ok)
    return resolved.failure === "no-apikey" || resolved.failure === "bad-apikey"
      ? gatewayRefusal(resolved.failure)
      : jwtRefusal(resolved.failure);
  const name = decodeURIComponent(match[1]!);

  let body: unknown;
  try {
    body = parseJsonBody(request);
  } catch (error) {
    return pgrst(400, "PGRST102", "Empty or invalid json", error instanceof Error ? error.message : null);
  }
  if (!isObject(body)) return pgrst(400, "PGRST102", "Empty or invalid json");
  const keys = Object.keys(body);
  const candidates = (await overloads(ctx, name)).filter(
    (fn) =>
      keys.every((key) => fn.args.some((arg) => arg.name === key)) &&
      fn.args.slice(0, fn.required).every((arg) => keys.includes(arg.name)),
  );
  if (candidates.length === 0) return notFound(name, keys);
  if (candidates.length > 1) {
    const list = candidates
      .map((fn) => `public.${name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(", ")})`)
      .join(", ");
    return pgrst(
      300,
      "PGRST203",
      `Could not choose the best candidate function between: ${list}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    );
  }
  const fn = candidates[0]!;
  return await invoke(ctx, request, resolved.caller, name, fn, body, keys);
}

async function invoke(
  ctx: Context,
  request: StandinRequest,
  caller: Caller,
  name: string,
  fn: FunctionInfo,
  body: Record<string, unknown>,
  keys: string[],
): Promise<Reply> {
  const sql = callSql(name, fn, keys);
  let row: { result: string | null; rows?: number } | undefined;
  try {
    [row] = await asCaller(ctx, caller, (query) =>
      query<{ result: string | null; rows?: number }>(sql, sql.includes("$1") ? [JSON.stringify(body)] : []),
    );
  } catch (error) {
    const pg = pgErrorOf(error);
    if (!pg) throw error;
    return pgrst(statusForSqlState(pg.code, caller.role), pg.code, pg.message, pg.detail, pg.hint);
  }
  // PostgREST 12: a function returning void answers 204 without a body (postgrest-js: data null).
  if (fn.returnsVoid) return { status: 204 };
  const text = row?.result ?? "null";
  const wantsObject = (header(request, "accept") ?? "").includes("application/vnd.pgrst.object+json");
  if (wantsObject && fn.returnsSet) {
    const count = row?.rows ?? 0;
    if (count !== 1)
      return pgrst(
        406,
        "PGRST116",
        "Cannot coerce the result to a single JSON object",
        `The result contains ${count} rows`,
      );
    return {
      status: 200,
      headers: { "content-type": "application/vnd.pgrst.object+json; charset=utf-8" },
      body: JSON.stringify((JSON.parse(text) as unknown[])[0]),
    };
  }
  return { status: 200, headers: { "content-type": "application/json; charset=utf-8" }, body: text };
}
