import { createClient, isAuthSessionMissingError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signJwt, startStandin, type Standin } from "../supabase-standin";
import { testDatabases, type Claims, type TestDatabase } from "./databases";
import { claims, fixtureSql, testUsers } from "./fixtures";

// The test-only Supabase stand-in (tests/supabase-standin) answered through the real supabase-js
// client, on each database: every response shape the supabase adapter relies on.

const noSession = { auth: { persistSession: false, autoRefreshToken: false } } as const;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(testDatabases())("Supabase stand-in on $name", ({ name, open }) => {
  let db!: TestDatabase;
  let standin!: Standin;
  if (!open) console.log(`[standin] ${name} is not installed here: its stand-in tests are SKIPPED.`);

  beforeAll(async () => {
    if (!open) return;
    db = await open();
    // The fixture's accounts and their sessions: admin rights hold only while a token's session lives.
    await db.exec(fixtureSql);
    standin = await startStandin(db);
  });
  afterAll(async () => {
    await standin?.close();
    await db?.close();
  });

  const anon = () => createClient(standin.url, standin.anonKey, noSession);
  const server = () => createClient(standin.url, standin.secretKey, noSession);
  const tokenFor = (who: Claims, ttl = 600) =>
    signJwt(
      { ...who, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + ttl },
      standin.jwtSecret,
    );
  const as = (token: string) =>
    createClient(standin.url, standin.anonKey, { ...noSession, accessToken: async () => token });
  const control = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${standin.url}/__standin/${path}`, {
      method: "POST",
      headers: { "x-standin-control": standin.secretKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      rows: Array<Record<string, unknown>>;
      files: Array<{ bucket: string; name: string }>;
    };
  };

  it.skipIf(!open)("answers rpc with the function's JSON, its errors as PostgREST renders them", async () => {
    const chrome = await anon().rpc("site_chrome");
    expect(chrome).toMatchObject({ status: 200, error: null });
    expect((chrome.data as { settings: Array<{ key: string }> }).settings.map((s) => s.key)).toContain("companyName");

    const admin = as(tokenFor(claims.admin!));
    const missing = await admin.rpc("save_slide", { p_input: { id: "no-such-slide", translations: {} } });
    expect(missing).toMatchObject({
      status: 404,
      data: null,
      error: { code: "PT404", message: "slide", details: null, hint: null },
    });

    // A visitor may not even call the admin's functions (401); a member's JWT reaches require_admin (403).
    expect(await anon().rpc("list_slides")).toMatchObject({ status: 401, error: { code: "42501" } });
    expect(await as(tokenFor(claims.member!)).rpc("list_slides")).toMatchObject({
      status: 403,
      error: { code: "PT403", message: "forbidden" },
    });

    const page = {
      slug: `standin-${unique()}`,
      categoryId: "generic",
      isPublished: true,
      translations: { tr: { title: "Sayfa" } },
    };
    expect(await admin.rpc("save_page", { p_input: page })).toMatchObject({
      status: 200,
      error: null,
      data: { slug: page.slug },
    });
    const clash = await admin.rpc("save_page", { p_input: page });
    expect(clash).toMatchObject({ status: 409, error: { code: "23505", message: "page_slug_taken" } });
    expect(JSON.parse(clash.error!.details)).toEqual(["slug"]);

    // The Postgres DETAIL reaches `details` (PGlite's and postgres.js's error alike).
    const created = await admin.rpc("save_slide", { p_input: { orderIndex: 0, translations: {} } });
    const id = (created.data as { record: { id: string } }).record.id;
    await admin.rpc("save_slide", { p_input: { id, version: 1, translations: {} } });
    expect(await admin.rpc("save_slide", { p_input: { id, version: 1, translations: {} } })).toMatchObject({
      status: 409,
      error: { code: "PT409", message: "stale", details: "current version 2" },
    });

    // A void function: 204 without a body, which postgrest-js hands back as data null.
    expect(
      await server().rpc("sign_in_succeeded", { p_email: "x@example.test", p_address: "192.0.2.9", p_device: null }),
    ).toMatchObject({ status: 204, data: null, error: null });
    expect(await anon().rpc("no_such_function", { p_x: 1 })).toMatchObject({
      status: 404,
      error: { code: "PGRST202" },
    });
  });

  it.skipIf(!open)(
    "reads arguments by their declared types (arrays, JSON null as SQL null, defaults) and serializes PGlite's one connection",
    async () => {
      const created = await control("sql", {
        script: true,
        sql: `create function public.standin_probe(p_n integer, p_tags text[] default '{x}', p_doc jsonb default '{"d": 1}') returns jsonb
            language plpgsql as $$ begin
              if p_n < 0 then raise exception using errcode = 'PT422', message = 'negative', detail = 'n < 0', hint = 'use a positive n'; end if;
              return jsonb_build_object('n', p_n, 'tags', p_tags, 'doc', p_doc, 'doc_is_null', p_doc is null, 'role', current_user);
            end $$;
            create function public.standin_rows(p_n integer) returns setof integer language sql as $$ select generate_series(1, p_n) $$;
            grant execute on function public.standin_probe(integer, text[], jsonb), public.standin_rows(integer) to anon;`,
      });
      expect(created.rows).toEqual([]);
      expect((await anon().rpc("standin_probe", { p_n: 2, p_tags: ["a", "b"], p_doc: null })).data).toEqual({
        n: 2,
        tags: ["a", "b"],
        doc: null,
        doc_is_null: true,
        role: "anon",
      });
      expect((await anon().rpc("standin_probe", { p_n: 3 })).data).toEqual({
        n: 3,
        tags: ["x"],
        doc: { d: 1 },
        doc_is_null: false,
        role: "anon",
      });
      expect(await anon().rpc("standin_probe", { p_n: -1 })).toMatchObject({
        status: 422,
        error: { code: "PT422", message: "negative", details: "n < 0", hint: "use a positive n" },
      });
      expect(await anon().rpc("standin_probe", {})).toMatchObject({ status: 404, error: { code: "PGRST202" } });
      // A set-returning function answers an array; .single() wants exactly one row (else 406 PGRST116).
      expect((await anon().rpc("standin_rows", { p_n: 3 })).data).toEqual([1, 2, 3]);
      expect((await anon().rpc("standin_rows", { p_n: 1 }).single()).data).toBe(1);
      expect(await anon().rpc("standin_rows", { p_n: 2 }).single()).toMatchObject({
        status: 406,
        error: { code: "PGRST116" },
      });

      const results = await Promise.all(Array.from({ length: 12 }, (_, n) => anon().rpc("standin_probe", { p_n: n })));
      expect(results.map((r) => (r.data as { n: number }).n)).toEqual(Array.from({ length: 12 }, (_, n) => n));

      const expired = signJwt({ ...claims.admin, exp: Math.floor(Date.now() / 1000) - 5 }, standin.jwtSecret);
      expect(await as(expired).rpc("standin_probe", { p_n: 1 })).toMatchObject({
        status: 401,
        error: { code: "PGRST303", message: "JWT expired" },
      });
      expect(await as(signJwt({ ...claims.admin }, "another secret")).rpc("standin_probe", { p_n: 1 })).toMatchObject({
        status: 401,
        error: { code: "PGRST301" },
      });
    },
  );

  it.skipIf(!open)("signs in, refreshes and signs out as GoTrue does, with its error codes", async () => {
    const email = `standin-${unique()}@example.test`;
    const created = await server().auth.admin.createUser({
      email,
      password: "dogru-sifre",
      email_confirm: true,
      app_metadata: { role: "admin" },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ email, app_metadata: { provider: "email", role: "admin" } });
    expect((await server().auth.admin.createUser({ email, password: "dogru-sifre" })).error).toMatchObject({
      code: "email_exists",
      status: 422,
    });
    expect((await anon().auth.admin.createUser({ email: `x${email}`, password: "dogru-sifre" })).error).toMatchObject({
      code: "not_admin",
      status: 403,
    });
    const unconfirmed = `unconfirmed-${unique()}@example.test`;
    await server().auth.admin.createUser({ email: unconfirmed, password: "dogru-sifre" });

    expect((await anon().auth.signInWithPassword({ email, password: "yanlis-sifre" })).error).toMatchObject({
      code: "invalid_credentials",
      status: 400,
      message: "Invalid login credentials",
    });
    expect((await anon().auth.signInWithPassword({ email: `nobody-${email}`, password: "x" })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect((await anon().auth.signInWithPassword({ email: unconfirmed, password: "dogru-sifre" })).error).toMatchObject(
      { code: "email_not_confirmed", status: 400 },
    );

    const client = anon();
    const signedIn = await client.auth.signInWithPassword({ email: email.toUpperCase(), password: "dogru-sifre" });
    expect(signedIn.error).toBeNull();
    const session = signedIn.data.session!;
    const accessClaims = JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString()) as Record<
      string,
      unknown
    >;
    expect(accessClaims).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      sub: created.data.user!.id,
      email,
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { role: "admin", providers: ["email"] },
    });
    expect(typeof accessClaims.session_id).toBe("string");
    expect((await client.rpc("list_slides")).error).toBeNull(); // the session's JWT reaches the database as the admin
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, last_sign_in_at: expect.any(String) });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);
    // A client that lost the refresh's answer gets the token issued then (GoTrue's reuse rule).
    const again = await anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.data.session?.refresh_token).toBe(refreshed.data.session!.refresh_token);
    expect((await anon().auth.refreshSession({ refresh_token: "no-such-token" })).error).toMatchObject({
      code: "refresh_token_not_found",
      status: 400,
    });

    expect((await client.auth.updateUser({ password: "dogru-sifre" })).error).toMatchObject({
      code: "same_password",
      status: 422,
    });
    expect((await client.auth.updateUser({ password: "kisa" })).error).toMatchObject({
      code: "weak_password",
      status: 422,
    });
    expect(
      (await client.auth.updateUser({ password: "yeni-sifre", data: { full_name: "Yeni" } })).data.user,
    ).toMatchObject({ user_metadata: { full_name: "Yeni" } });

    const token = (await client.auth.getSession()).data.session!.access_token;
    expect((await client.auth.signOut({ scope: "local" })).error).toBeNull();
    const after = await anon().auth.getUser(token);
    expect(isAuthSessionMissingError(after.error)).toBe(true);
    const raw = await fetch(`${standin.url}/auth/v1/user`, {
      headers: { apikey: standin.anonKey, authorization: `Bearer ${token}`, "x-supabase-api-version": "2024-01-01" },
    });
    expect(raw.status).toBe(403);
    expect(raw.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await raw.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
    // Without the version header GoTrue answers its older shape (and no version header).
    const legacy = await fetch(`${standin.url}/auth/v1/user`, {
      headers: { apikey: standin.anonKey, authorization: `Bearer ${token}` },
    });
    expect([legacy.headers.get("x-supabase-api-version"), await legacy.json()]).toEqual([
      null,
      { code: 403, error_code: "session_not_found", msg: "Session from session_id claim in JWT does not exist" },
    ]);
    expect(
      (await anon().auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token })).error,
    ).toMatchObject({ code: "refresh_token_not_found" });

    // global: every session of the user ends.
    const first = anon();
    const second = anon();
    await first.auth.signInWithPassword({ email, password: "yeni-sifre" });
    await second.auth.signInWithPassword({ email, password: "yeni-sifre" });
    const secondToken = (await second.auth.getSession()).data.session!.access_token;
    expect((await first.auth.signOut({ scope: "global" })).error).toBeNull();
    expect(isAuthSessionMissingError((await anon().auth.getUser(secondToken)).error)).toBe(true);
  });

  it.skipIf(!open)("stores files as Storage does: row-level security, limits, public URLs, removal", async () => {
    const admin = as(tokenFor(claims.admin!));
    const bucket = admin.storage.from("media-library");
    const key = `standin/${unique()}.png`;
    const uploaded = await bucket.upload(key, png, { contentType: "image/png", cacheControl: "3600", upsert: false });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: key, fullPath: `media-library/${key}`, id: expect.any(String) });
    const [row] = (
      await control("sql", {
        sql: "select owner::text, metadata from storage.objects where bucket_id = $1 and name = $2",
        params: ["media-library", key],
      })
    ).rows;
    expect(row).toMatchObject({
      owner: testUsers.admin,
      metadata: { mimetype: "image/png", size: png.byteLength, cacheControl: "max-age=3600" },
    });

    // Storage answers HTTP 400 with the status in the body's statusCode.
    const refusal = (statusCode: string, message: string) => ({ status: 400, statusCode, message });
    expect((await bucket.upload(key, png, { contentType: "image/png" })).error).toMatchObject(
      refusal("409", "The resource already exists"),
    );
    expect((await bucket.upload(key, png, { contentType: "image/png", upsert: true })).error).toMatchObject(
      refusal("403", "new row violates row-level security policy"),
    );
    expect(
      (await anon().storage.from("media-library").upload(`standin/${unique()}.png`, png, { contentType: "image/png" }))
        .error,
    ).toMatchObject(refusal("403", "new row violates row-level security policy"));
    expect(
      (
        await as(tokenFor(claims.fakeAdmin!))
          .storage.from("media-library")
          .upload(`standin/${unique()}.png`, png, { contentType: "image/png" })
      ).error,
    ).toMatchObject({ statusCode: "403" });
    expect((await bucket.upload(`standin/${unique()}.svg`, png, { contentType: "image/svg+xml" })).error).toMatchObject(
      refusal("415", "mime type image/svg+xml is not supported"),
    );
    expect(
      (
        await bucket.upload(`standin/${unique()}.png`, new Uint8Array(10 * 1024 * 1024 + 1), {
          contentType: "image/png",
        })
      ).error,
    ).toMatchObject(refusal("413", "The object exceeded the maximum allowed size"));
    expect(
      (await admin.storage.from("no-such-bucket").upload("a.png", png, { contentType: "image/png" })).error,
    ).toMatchObject(refusal("404", "Bucket not found"));
    // The secret key is the service role, past row-level security; it owns nothing (no sub).
    const serviceKey = `standin/${unique()}.png`;
    expect(
      (await server().storage.from("media-library").upload(serviceKey, png, { contentType: "image/png" })).error,
    ).toBeNull();
    expect(
      (await control("sql", { sql: "select owner from storage.objects where name = $1", params: [serviceKey] })).rows,
    ).toEqual([{ owner: null }]);
    // A Blob goes as multipart form data; its type is the file's.
    const blobKey = `standin/${unique()}.webp`;
    expect(
      (await bucket.upload(blobKey, new Blob([png], { type: "image/webp" }), { cacheControl: "60" })).error,
    ).toBeNull();

    const url = bucket.getPublicUrl(key).data.publicUrl;
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(png);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("cache-control")).toBe("max-age=3600");
    expect(got.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await fetch(bucket.getPublicUrl(blobKey).data.publicUrl)).headers.get("cache-control")).toBe("max-age=60");
    expect((await fetch(url, { method: "HEAD" })).status).toBe(200);
    const absent = await fetch(bucket.getPublicUrl("standin/none.png").data.publicUrl);
    expect([absent.status, await absent.json()]).toEqual([
      400,
      { statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" },
    ]);

    const listed = await bucket.list("standin");
    expect(listed.data?.map((f) => f.name)).toContain(key.slice("standin/".length));
    expect((await anon().storage.from("media-library").list("standin")).data).toEqual([]);

    // Rows the caller cannot see are silently kept; the admin's removal returns what went.
    expect((await anon().storage.from("media-library").remove([key])).data).toEqual([]);
    const removed = await bucket.remove([key, blobKey, serviceKey, "standin/none.png"]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((f) => f.name).sort()).toEqual([key, blobKey, serviceKey].sort());
    expect(removed.data![0]).toMatchObject({
      bucket_id: "media-library",
      id: expect.any(String),
      metadata: expect.any(Object),
    });
    expect((await fetch(url)).status).toBe(400);
    expect((await control("files")).files.map((f) => f.name)).not.toContain(key);
  });
});
