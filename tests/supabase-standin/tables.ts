import {
  asCaller,
  header,
  isObject,
  parseJsonBody,
  pgErrorOf,
  quoteIdent,
  superuser,
  type Caller,
  type Context,
  type Reply,
  type StandinRequest,
} from "./http";
import { pgrst, statusForSqlState } from "./postgrest";

// PostgREST's table endpoint, /rest/v1/<table>, for what a caller holding the anon key or a
// user's token can do to a public table straight away (the product itself only calls functions):
//   GET     ?select=*|a,b&<column>=eq.<v>|neq.<v>|in.(<v>,...)|is.null|is.true|is.false
//   POST    a JSON object or array of objects: inserted (columns not given are null, as
//           supabase-js's insert asks); 201
//   PATCH   a JSON object: set on the rows the filters select; 204
//   DELETE  the rows the filters select; 204
// With `Prefer: return=representation` writes answer the rows (200/201). One transaction as the
// caller, so grants and row-level security decide; failures as PostgREST renders them.

type Columns = Map<string, string>;

async function columnsOf(ctx: Context, table: string): Promise<Columns | null> {
  const key = `table:${table}`;
  const cached = ctx.functions.get(key) as Columns | undefined;
  if (cached) return cached;
  const rows = await superuser<{ name: string; type: string }>(
    ctx,
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace = 'public'::regnamespace and c.relname = $1 and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
     order by a.attnum`,
    [table],
  );
  if (rows.length === 0) return null;
  const columns: Columns = new Map(rows.map((r) => [r.name, r.type]));
  ctx.functions.set(key, columns);
  return columns;
}

const reserved = new Set(["select", "columns", "order", "limit", "offset"]);

/** The WHERE clause of the query string's filters on the rows named `alias`, its parameters numbered from `first`. */
function filtersOf(
  params: URLSearchParams,
  columns: Columns,
  alias: string,
  first: number,
): { where: string; values: string[] } | Reply {
  const conditions: string[] = [];
  const values: string[] = [];
  const param = (value: string) => {
    values.push(value);
    return `$${first + values.length - 1}`;
  };
  for (const [key, raw] of params) {
    if (reserved.has(key)) continue;
    if (!columns.has(key)) return pgrst(400, "42703", `column ${key} does not exist`);
    const column = `${alias}.${quoteIdent(key)}::text`;
    const [, op = "", value = ""] = /^(eq|neq|in|is)\.(.*)$/s.exec(raw) ?? [];
    if (op === "eq") conditions.push(`${column} = ${param(value)}`);
    else if (op === "neq") conditions.push(`${column} <> ${param(value)}`);
    else if (op === "in" && /^\(.*\)$/s.test(value))
      conditions.push(
        `${column} in (${value
          .slice(1, -1)
          .split(",")
          .map((v) => param(v.replace(/^"(.*)"$/s, "$1")))
          .join(", ")})`,
      );
    else if (op === "is" && ["null", "true", "false"].includes(value))
      conditions.push(`${alias}.${quoteIdent(key)} is ${value}`);
    else return pgrst(400, "PGRST100", `"failed to parse filter (${raw})" (line 1, column 1)`);
  }
  return { where: conditions.length ? ` where ${conditions.join(" and ")}` : "", values };
}

/** The JSON of a row as `select` names its columns (all of them for `*` or none). */
function rowJson(params: URLSearchParams, columns: Columns, alias: string): string | Reply {
  const select = (params.get("select") ?? "*").trim();
  if (select === "*" || select === "") return `to_jsonb(${alias})`;
  const names = select.split(",").map((c) => c.trim());
  const unknown = names.find((c) => !columns.has(c));
  if (unknown) return pgrst(400, "42703", `column ${alias}.${unknown} does not exist`);
  return `jsonb_build_object(${names.map((c) => `'${c}', ${alias}.${quoteIdent(c)}`).join(", ")})`;
}

const isReply = (value: unknown): value is Reply => isObject(value) && typeof value.status === "number";

export async function handleTable(
  ctx: Context,
  request: StandinRequest,
  caller: Caller,
  table: string,
): Promise<Reply> {
  const columns = await columnsOf(ctx, table);
  if (!columns) return pgrst(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`);
  const params = request.url.searchParams;
  const target = `public.${quoteIdent(table)}`;
  const representation = /return=representation/.test(header(request, "prefer") ?? "");
  const row = rowJson(params, columns, "t");
  if (isReply(row)) return row;

  let body: unknown = null;
  if (request.method === "POST" || request.method === "PATCH") {
    try {
      body = parseJsonBody(request);
    } catch (error) {
      return pgrst(400, "PGRST102", "Empty or invalid json", error instanceof Error ? error.message : null);
    }
  }
  const typed = (names: string[]) => names.map((c) => `${quoteIdent(c)} ${columns.get(c)}`).join(", ");
  const given = (records: Array<Record<string, unknown>>) => [...new Set(records.flatMap((r) => Object.keys(r)))];

  let sql: string;
  let values: unknown[];
  let status: number;
  if (request.method === "GET") {
    const filters = filtersOf(params, columns, "t", 1);
    if (isReply(filters)) return filters;
    sql = `select coalesce(jsonb_agg(${row}), '[]'::jsonb)::text as result from ${target} t${filters.where}`;
    values = filters.values;
    status = 200;
  } else if (request.method === "POST") {
    const records = Array.isArray(body) ? body : [body];
    if (!records.every(isObject) || records.length === 0) return pgrst(400, "PGRST102", "Empty or invalid json");
    const names = given(records as Array<Record<string, unknown>>);
    const unknown = names.find((c) => !columns.has(c));
    if (unknown)
      return pgrst(400, "PGRST204", `Could not find the '${unknown}' column of '${table}' in the schema cache`);
    const list = names.map(quoteIdent).join(", ");
    sql = `with t as (insert into ${target} (${list}) select ${list} from jsonb_to_recordset($1::text::jsonb) as x(${typed(names)}) returning *)
      select coalesce(jsonb_agg(${row}), '[]'::jsonb)::text as result from t`;
    values = [JSON.stringify(records)];
    status = 201;
  } else if (request.method === "PATCH") {
    if (!isObject(body)) return pgrst(400, "PGRST102", "Empty or invalid json");
    const names = Object.keys(body);
    const unknown = names.find((c) => !columns.has(c));
    if (unknown)
      return pgrst(400, "PGRST204", `Could not find the '${unknown}' column of '${table}' in the schema cache`);
    const filters = filtersOf(params, columns, "u", 2);
    if (isReply(filters)) return filters;
    const set = names.map((c) => `${quoteIdent(c)} = x.${quoteIdent(c)}`).join(", ");
    sql = `with t as (update ${target} u set ${set} from jsonb_to_record($1::text::jsonb) as x(${typed(names)})${filters.where} returning u.*)
      select coalesce(jsonb_agg(${row}), '[]'::jsonb)::text as result from t`;
    values = [JSON.stringify(body), ...filters.values];
    status = representation ? 200 : 204;
  } else if (request.method === "DELETE") {
    const filters = filtersOf(params, columns, "d", 1);
    if (isReply(filters)) return filters;
    sql = `with t as (delete from ${target} d${filters.where} returning d.*)
      select coalesce(jsonb_agg(${row}), '[]'::jsonb)::text as result from t`;
    values = filters.values;
    status = representation ? 200 : 204;
  } else {
    return pgrst(405, "PGRST117", `Unsupported HTTP method: ${request.method}`);
  }

  let result: string;
  try {
    const [answer] = await asCaller(ctx, caller, (query) => query<{ result: string }>(sql, values));
    result = answer!.result;
  } catch (error) {
    const pg = pgErrorOf(error);
    if (!pg) throw error;
    return pgrst(statusForSqlState(pg.code, caller.role), pg.code, pg.message, pg.detail, pg.hint);
  }
  if (request.method === "GET" || representation)
    return { status, headers: { "content-type": "application/json; charset=utf-8" }, body: result };
  return { status: status === 201 ? 201 : 204 };
}
