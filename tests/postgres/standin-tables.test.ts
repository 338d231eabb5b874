import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signJwt, startStandin, type Standin } from "../supabase-standin";
import { testDatabases, type Claims, type TestDatabase } from "./databases";
import { claims, fixtureSql } from "./fixtures";

// The stand-in's tables (/rest/v1/<table>) through the real supabase-js, on each database: what a
// holder of the anon key or of a user's token can do to the tables straight away, and how an
// admin's old token fares there once the account is demoted, its password changed or its
// sessions ended (supabase/migrations/20261205100000_live_admin_rights.sql).

const noSession = { auth: { persistSession: false, autoRefreshToken: false } } as const;
const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(testDatabases())("Supabase stand-in's tables on $name", ({ open }) => {
  let db!: TestDatabase;
  let standin!: Standin;

  beforeAll(async () => {
    if (!open) return;
    db = await open();
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

  it.skipIf(!open)("serves the public tables as PostgREST does, row-level security deciding", async () => {
    const admin = as(tokenFor(claims.admin!));
    // A visitor reads the shown menu items only: not the hidden one, nor its active child.
    const menu = await anon().from("menu_items").select("id, is_active").in("id", ["m-pub", "m-hid", "m-hid-child"]);
    expect(menu).toMatchObject({ status: 200, error: null, data: [{ id: "m-pub", is_active: true }] });
    expect((await admin.from("menu_items").select("id").in("id", ["m-hid", "m-hid-child"]).order("id")).data).toEqual([
      { id: "m-hid" },
      { id: "m-hid-child" },
    ]);
    expect(
      await anon().from("pages").insert({ id: "standin-x", slug: "standin-x", categoryId: "generic" }),
    ).toMatchObject({ status: 400, error: { code: "PGRST204" } });
    expect(
      await anon().from("pages").insert({ id: "standin-x", slug: "standin-x", category_id: "generic" }),
    ).toMatchObject({ status: 401, error: { code: "42501" } });

    const key = `standin-${unique()}`;
    expect(await admin.from("site_settings").insert({ key, value: "bir" })).toMatchObject({ status: 201, error: null });
    expect(
      await admin.from("site_settings").update({ value: "iki" }).eq("key", key).select("key, value"),
    ).toMatchObject({
      status: 200,
      data: [{ key, value: "iki" }],
    });
    // A member's update meets the policies: no row is theirs to change, nothing changes.
    expect(
      await as(tokenFor(claims.member!)).from("site_settings").update({ value: "üç" }).eq("key", key),
    ).toMatchObject({ status: 204, error: null });
    expect((await anon().from("site_settings").select("value").eq("key", key)).data).toEqual([{ value: "iki" }]);
    expect(await admin.from("site_settings").delete().eq("key", key)).toMatchObject({ status: 204, error: null });
    expect((await anon().from("site_settings").select("key").eq("key", key)).data).toEqual([]);
    expect(await anon().from("no_such_table").select()).toMatchObject({ status: 404, error: { code: "PGRST205" } });
  });

  it.skipIf(!open)(
    "takes an admin's demotion, password change and sign-out everywhere at the next request over REST",
    async () => {
      const admin = as(tokenFor(claims.admin!));
      const signedInAdmin = async (email: string) => {
        const client = anon();
        expect((await client.auth.signInWithPassword({ email, password: "dogru-sifre" })).error).toBeNull();
        return client;
      };
      const allowed = async (client: ReturnType<typeof anon>) => ({
        rpc: (await client.rpc("admin_counts")).status,
        table: (await client.from("media_library").select("id").eq("id", "m-pub")).data?.length ?? 0,
        write: (await client.from("site_settings").insert({ key: `standin-${unique()}`, value: 1 })).status,
      });
      const live = { rpc: 200, table: 1, write: 201 };
      const refused = { rpc: 403, table: 0, write: 403 };

      const email = `standin-live-${unique()}@example.test`;
      const { data } = await server().auth.admin.createUser({
        email,
        password: "dogru-sifre",
        email_confirm: true,
        app_metadata: { role: "admin" },
      });
      const demoted = await signedInAdmin(email);
      expect(await allowed(demoted)).toEqual(live);
      expect((await admin.rpc("set_user_role", { p_user_id: data.user!.id, p_role: "member" })).error).toBeNull();
      expect(await allowed(demoted)).toEqual(refused);
      // Their old token cannot make them admin again.
      expect(await demoted.rpc("set_user_role", { p_user_id: data.user!.id, p_role: "admin" })).toMatchObject({
        status: 403,
        error: { code: "PT403" },
      });

      const other = `standin-password-${unique()}@example.test`;
      await server().auth.admin.createUser({
        email: other,
        password: "dogru-sifre",
        email_confirm: true,
        app_metadata: { role: "admin" },
      });
      const here = await signedInAdmin(other);
      const elsewhere = await signedInAdmin(other);
      expect(await allowed(elsewhere)).toEqual(live);
      expect((await here.auth.updateUser({ password: "yeni-dogru-sifre" })).error).toBeNull();
      expect(await allowed(elsewhere)).toEqual(refused);
      expect(await allowed(here)).toEqual(live);
      // Sign out everywhere: this session's own token is refused too.
      const hereToken = (await here.auth.getSession()).data.session!.access_token;
      expect((await here.auth.signOut({ scope: "global" })).error).toBeNull();
      expect(await allowed(as(hereToken))).toEqual(refused);
    },
  );
});
