import { createHash, randomUUID } from "node:crypto";

import {
  asCaller,
  header,
  isObject,
  json,
  parseJsonBody,
  pgErrorOf,
  resolveCaller,
  superuser,
  type Caller,
  type Context,
  type Reply,
  type StandinRequest,
} from "./http";

// Supabase Storage's object routes: upload, bulk delete, list, and the public object URL. Rows
// are storage.objects, written and read AS THE CALLER (row-level security decides, as in
// Storage); buckets are read as the superuser (as Storage does); the bytes live in a Map.
//
// Storage renders every handled error as {statusCode: "<status>", code, error, message} with HTTP
// status 400 (500 for server errors): the status a client sees in `statusCode` is in the body,
// not on the response (supabase/storage src/http/error-handler.ts; StorageBackendError's
// userStatusCode). storage-js reads it into StorageApiError: status = HTTP status (400),
// statusCode = body.statusCode ("409"), code = body.code, message = body.message.

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

const storageError = (statusCode: number, code: string, error: string, message: string): Reply =>
  json(statusCode >= 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });

const errors = {
  noSuchBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => storageError(404, "NoSuchKey", "not_found", "Object not found"),
  tooLarge: () =>
    storageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  mimeType: (type: string) =>
    storageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${type} is not supported`),
  invalidJwt: (message: string) => storageError(400, "InvalidJWT", "InvalidJWT", message),
  invalidRequest: (message: string) => storageError(400, "InvalidRequest", "InvalidRequest", message),
};

/** A database failure as Storage maps it (src/storage/database/errors.ts). */
function databaseError(error: unknown): Reply {
  const pg = pgErrorOf(error);
  if (!pg) throw error;
  if (pg.code === "42501")
    return storageError(
      403,
      "AccessDenied",
      "Unauthorized",
      pg.message.includes("row-level security") ? "new row violates row-level security policy" : pg.message,
    );
  if (pg.code === "23505")
    return storageError(409, "ResourceAlreadyExists", "Duplicate", "The resource already exists");
  if (pg.code === "23503")
    return storageError(404, "InvalidRequest", "InvalidRequest", "The related resource does not exist");
  return storageError(500, "DatabaseError", "DatabaseError", `database error, code: ${pg.code}`);
}

/** A storage.objects row as Storage returns it (objectSchema), from the row alias `o`. */
const objectColumns = (o = "o") =>
  `jsonb_build_object('name', ${o}.name, 'bucket_id', ${o}.bucket_id, 'owner', ${o}.owner, 'owner_id', ${o}.owner_id, 'version', ${o}.version,
  'id', ${o}.id, 'updated_at', ${o}.updated_at, 'created_at', ${o}.created_at, 'last_accessed_at', ${o}.last_accessed_at,
  'metadata', ${o}.metadata, 'user_metadata', ${o}.user_metadata)`;

async function bucketOf(ctx: Context, id: string): Promise<Bucket | null> {
  const rows = await superuser<{ bucket: string }>(
    ctx,
    "select jsonb_build_object('id', id, 'public', coalesce(public, false), 'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types)::text as bucket from storage.buckets where id = $1",
    [id],
  );
  return rows[0] ? (JSON.parse(rows[0].bucket) as Bucket) : null;
}

const segments = (rest: string) =>
  rest
    .split("/")
    .filter((s) => s !== "")
    .map((s) => decodeURIComponent(s));

export async function handleStorage(ctx: Context, request: StandinRequest, path: string): Promise<Reply> {
  const method = request.method;
  let match: RegExpMatchArray | null;
  if ((match = path.match(/^\/object\/public\/(.+)$/)) && (method === "GET" || method === "HEAD"))
    return await publicObject(ctx, request, segments(match[1]!));

  const resolved = resolveCaller(ctx, request);
  if (!resolved.ok) {
    if (resolved.failure === "no-apikey" || resolved.failure === "bad-apikey")
      return json(401, {
        message: resolved.failure === "no-apikey" ? "No API key found in request" : "Invalid API key",
      });
    return errors.invalidJwt(
      resolved.failure === "expired"
        ? "jwt expired"
        : resolved.failure === "signature"
          ? "invalid signature"
          : "jwt malformed",
    );
  }
  const caller = resolved.caller;
  if ((match = path.match(/^\/object\/list\/([^/]+)$/)) && method === "POST")
    return await list(ctx, request, caller, decodeURIComponent(match[1]!));
  if ((match = path.match(/^\/object\/([^/]+)\/?$/)) && method === "DELETE")
    return await removeObjects(ctx, request, caller, decodeURIComponent(match[1]!));
  if ((match = path.match(/^\/object\/([^/]+)\/(.+)$/)) && (method === "POST" || method === "PUT")) {
    const upsert = method === "PUT" || header(request, "x-upsert") === "true";
    return await upload(ctx, request, caller, decodeURIComponent(match[1]!), segments(match[2]!).join("/"), upsert);
  }
  return storageError(404, "NotFound", "Not Found", `Route ${method}:/storage/v1${path} not found`);
}

interface Upload {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
}

/** The file of an upload: storage-js sends raw bytes with headers, or a Blob as multipart form data. */
async function readUpload(request: StandinRequest): Promise<Upload | null> {
  const contentType = header(request, "content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    return {
      bytes: new Uint8Array(request.body),
      mimetype: contentType || "application/octet-stream",
      cacheControl: header(request, "cache-control") ?? "no-cache",
    };
  }
  const form = await new Response(new Uint8Array(request.body), {
    headers: { "content-type": contentType },
  }).formData();
  const file = [...form.values()].find((value): value is File => typeof value !== "string");
  if (!file) return null;
  const fields = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const seconds = fields("cacheControl");
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: fields("contentType") ?? (file.type || "application/octet-stream"),
    cacheControl: seconds ? `max-age=${seconds}` : "no-cache",
  };
}

function mimeAllowed(allowed: string[] | null, mimetype: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = mimetype.split("/");
  return allowed.some((entry) => entry === mimetype || (entry.endsWith("/*") && entry.slice(0, -2) === type));
}

const uuidOrNull = (value: unknown) =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : null;

async function upload(
  ctx: Context,
  request: StandinRequest,
  caller: Caller,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<Reply> {
  const bucket = await bucketOf(ctx, bucketId);
  if (!bucket) return errors.noSuchBucket();
  if (name === "") return errors.invalidRequest("Invalid key: empty");
  const file = await readUpload(request);
  if (!file) return errors.invalidRequest("No content provided");
  if (bucket.file_size_limit !== null && file.bytes.byteLength > Number(bucket.file_size_limit))
    return errors.tooLarge();
  if (!mimeAllowed(bucket.allowed_mime_types, file.mimetype)) return errors.mimeType(file.mimetype);

  const [existing] = await superuser<{ id: string }>(
    ctx,
    "select id::text from storage.objects where bucket_id = $1 and name = $2",
    [bucketId, name],
  );
  const id = existing?.id ?? randomUUID();
  const eTag = `"${createHash("md5").update(file.bytes).digest("hex")}"`;
  const metadata = {
    eTag,
    size: file.bytes.byteLength,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
  const owner = uuidOrNull(caller.payload?.sub);
  // No RETURNING: an upload needs only the insert policy (a returned row would need select too).
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
    values ($1::uuid, $2, $3, $4::uuid, $4, $5::text::jsonb, $6)`;
  const onConflict = ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner,
    owner_id = excluded.owner_id, version = excluded.version, updated_at = now(), last_accessed_at = now()`;
  try {
    await asCaller(ctx, caller, (query) =>
      query(insert + (upsert ? onConflict : ""), [id, bucketId, name, owner, JSON.stringify(metadata), randomUUID()]),
    );
  } catch (error) {
    return databaseError(error);
  }
  ctx.files.set(id, { bucket: bucketId, name, bytes: file.bytes });
  return json(200, { Id: id, Key: `${bucketId}/${name}` });
}

async function removeObjects(ctx: Context, request: StandinRequest, caller: Caller, bucketId: string): Promise<Reply> {
  const body = parseJsonBody(request);
  const prefixes = isObject(body) ? body.prefixes : undefined;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === "string"))
    return errors.invalidRequest("body/prefixes must be a non-empty array of strings");
  let deleted: Array<{ id: string }>;
  try {
    const [row] = await asCaller(ctx, caller, (query) =>
      query<{ deleted: string }>(
        `with d as (delete from storage.objects o where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::text::jsonb)) returning o.*)
         select coalesce(jsonb_agg(${objectColumns("d")} order by d.name), '[]'::jsonb)::text as deleted from d`,
        [bucketId, JSON.stringify(prefixes)],
      ),
    );
    deleted = JSON.parse(row!.deleted) as Array<{ id: string }>;
  } catch (error) {
    return databaseError(error);
  }
  for (const object of deleted) ctx.files.delete(object.id);
  return json(200, deleted);
}

async function list(ctx: Context, request: StandinRequest, caller: Caller, bucketId: string): Promise<Reply> {
  const body = parseJsonBody(request);
  const options = isObject(body) ? body : {};
  const prefix = typeof options.prefix === "string" ? options.prefix.replace(/^\/+|\/+$/g, "") : "";
  const base = prefix ? `${prefix}/` : "";
  const limit = typeof options.limit === "number" ? options.limit : 100;
  const offset = typeof options.offset === "number" ? options.offset : 0;
  const search = typeof options.search === "string" ? options.search.toLowerCase() : "";
  const sortBy = isObject(options.sortBy) ? options.sortBy : {};
  const column =
    typeof sortBy.column === "string" &&
    ["name", "updated_at", "created_at", "last_accessed_at"].includes(sortBy.column)
      ? sortBy.column
      : "name";
  const descending = sortBy.order === "desc";
  let rows: Array<Record<string, unknown> & { name: string }>;
  try {
    const [row] = await asCaller(ctx, caller, (query) =>
      query<{ objects: string }>(
        `select coalesce(jsonb_agg(${objectColumns()}), '[]'::jsonb)::text as objects from storage.objects o
         where o.bucket_id = $1 and left(o.name, length($2)) = $2`,
        [bucketId, base],
      ),
    );
    rows = JSON.parse(row!.objects) as typeof rows;
  } catch (error) {
    return databaseError(error);
  }
  // storage.search: the level under the prefix; deeper names collapse into folder entries (id null).
  const entries = new Map<string, Record<string, unknown>>();
  for (const object of rows) {
    const rest = object.name.slice(base.length);
    const slash = rest.indexOf("/");
    const entryName = slash < 0 ? rest : rest.slice(0, slash);
    if (search && !entryName.toLowerCase().startsWith(search)) continue;
    if (slash < 0)
      entries.set(entryName, {
        name: entryName,
        id: object.id,
        updated_at: object.updated_at,
        created_at: object.created_at,
        last_accessed_at: object.last_accessed_at,
        metadata: object.metadata,
      });
    else if (!entries.has(entryName))
      entries.set(entryName, {
        name: entryName,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const x = String(a[column] ?? "");
    const y = String(b[column] ?? "");
    return (x < y ? -1 : x > y ? 1 : 0) * (descending ? -1 : 1);
  });
  return json(200, sorted.slice(offset, offset + limit));
}

async function publicObject(ctx: Context, request: StandinRequest, parts: string[]): Promise<Reply> {
  const [bucketId, ...rest] = parts;
  const name = rest.join("/");
  const bucket = bucketId ? await bucketOf(ctx, bucketId) : null;
  if (!bucket || !bucket.public) return errors.noSuchBucket();
  const [row] = await superuser<{ object: string }>(
    ctx,
    `select ${objectColumns()}::text as object from storage.objects o where o.bucket_id = $1 and o.name = $2`,
    [bucketId, name],
  );
  const object = row
    ? (JSON.parse(row.object) as { id: string; updated_at: string; metadata: Record<string, unknown> | null })
    : null;
  const file = object ? ctx.files.get(object.id) : undefined;
  if (!object || !file) return errors.noSuchKey();
  const metadata = object.metadata ?? {};
  const eTag =
    typeof metadata.eTag === "string" ? metadata.eTag : `"${createHash("md5").update(file.bytes).digest("hex")}"`;
  const headers: Record<string, string> = {
    "content-type": typeof metadata.mimetype === "string" ? metadata.mimetype : "application/octet-stream",
    "cache-control": typeof metadata.cacheControl === "string" ? metadata.cacheControl : "no-cache",
    etag: eTag,
    "last-modified": new Date(object.updated_at).toUTCString(),
    "content-length": String(file.bytes.byteLength),
    "accept-ranges": "bytes",
  };
  if (header(request, "if-none-match") === eTag)
    return { status: 304, headers: { etag: eTag, "cache-control": headers["cache-control"]! } };
  return { status: 200, headers, body: request.method === "HEAD" ? undefined : file.bytes };
}
