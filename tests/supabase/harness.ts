import { createClient } from "@supabase/supabase-js";
import { env } from "cloudflare:workers";

import { buckets } from "~/backend/port";
import { createSupabaseBackend } from "~/backend/supabase";
import { supabaseMaintenance } from "~/backend/supabase/maintenance";
import { publicStorageUrl } from "~/backend/supabase/storage";
import { CookieJar } from "~/lib/cookies.server";

import { requestHeaders, type ContractHarness } from "../contract/harness";
import type { StandinAddress } from "./global-setup";

// The supabase adapter on the Supabase stand-in (tests/supabase-standin): PostgREST, Storage and
// Auth over HTTP, a real Postgres behind them; or on a live test project (live-project.ts). What the contract needs besides the port (reset,
// accounts, injected failures, counts) goes to the stand-in's test-only SQL endpoint as the
// database's superuser.

/** The contract names tables as the d1 schema does; Supabase keeps its accounts' profiles in user_profiles. */
const identifier = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`bad table name ${name}`);
  return name === "users" ? "user_profiles" : name;
};

const contentTables = [
  "record_revisions",
  "trash_entries",
  "media_library",
  "equipment",
  "menu_items",
  "pages",
  "projects",
  "homepage_sliders",
  "site_settings",
  "sign_in_attempts",
  "contact_messages",
  "contact_attempts",
  "redirects",
];
/** One row a migration made, back at its defaults. */
const resetMessageSettings = "update public.message_settings set notify_email = '', retention_months = 12, version = 1";

export function supabaseHarness(standin: StandinAddress): ContractHarness {
  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${standin.controlUrl}/__standin/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-standin-control": standin.secretKey },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`stand-in ${path} failed (${response.status}): ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    (await control("sql", { sql: text, params })).rows as T[];

  return {
    name: `supabase on ${standin.database}`,

    async reset() {
      // The audit log is append-only: its trigger lets a truncate through only when the
      // transaction's retention cutoff is 'infinity', which no API role can set.
      await sql(`do $$ begin
        perform set_config('app.audit_retention_cutoff', 'infinity', true);
        truncate public.audit_log;
      end $$`);
      if (standin.live) {
        // Supabase refuses direct deletes from storage.objects: files go through Storage's API.
        const storage = createClient(standin.url, standin.secretKey, { auth: { persistSession: false } }).storage;
        for (const bucket of buckets) {
          const names = await sql<{ name: string }>("select name from storage.objects where bucket_id = $1", [bucket]);
          if (names.length > 0) await storage.from(bucket).remove(names.map((n) => n.name));
        }
        await sql(`truncate ${contentTables.map((t) => `public.${t}`).join(", ")} cascade`);
        await sql(resetMessageSettings);
        await sql("delete from auth.users");
        return;
      }
      await sql(`truncate ${contentTables.map((t) => `public.${t}`).join(", ")}, auth.users, storage.objects cascade`);
      await sql(resetMessageSettings);
      await control("reset-files", {});
    },

    open(cookie, onDegradedRead, clientAddress) {
      const request = new Request("https://site.test/admin", { headers: requestHeaders(cookie, clientAddress) });
      const cookies = new CookieJar(request, env.COOKIE_SECRET);
      const backend = createSupabaseBackend(
        {
          url: standin.url,
          anonKey: standin.anonKey,
          secretKey: standin.secretKey,
          htmlSigningSecret: env.COOKIE_SECRET,
        },
        { request, cookies, onDegradedRead },
      );
      return { backend, setCookies: cookies.setCookies };
    },

    // As an operator does with the dashboard or the Auth admin API: the role in app_metadata.
    async provisionUser(user) {
      const values = [
        user.email.toLowerCase(),
        user.password,
        user.confirmed !== false,
        user.role,
        user.fullName ?? "",
      ];
      const set = `encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)),
        email_confirmed_at = case when $3 then now() end,
        raw_app_meta_data = jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', $4::text),
        raw_user_meta_data = jsonb_build_object('full_name', $5::text), updated_at = now()`;
      const updated = await sql<{ id: string }>(`update auth.users set ${set} where email = $1 returning id`, values);
      if (updated[0]) return updated[0].id;
      const [created] = await sql<{ id: string }>(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
           extensions.crypt($2, extensions.gen_salt('bf', 4)), case when $3 then now() end,
           jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', $4::text),
           jsonb_build_object('full_name', $5::text), clock_timestamp(), now())
         returning id`,
        values,
      );
      return created!.id;
    },

    async failInsertsInto(table) {
      const name = identifier(table);
      await sql(`create or replace function public.contract_fail_insert() returns trigger language plpgsql set search_path = '' as $$
        begin raise exception using errcode = 'XX000', message = 'injected failure'; end $$`);
      await sql(
        `create trigger contract_fail_${name} before insert on public.${name} for each row execute function public.contract_fail_insert()`,
      );
      return async () => void (await sql(`drop trigger contract_fail_${name} on public.${name}`));
    },

    // Rows written from now on cannot be read by the API's roles (a restrictive policy that
    // raises), while the writes themselves pass: the save's own read-back fails in its transaction.
    async failReadsOf(table) {
      const name = identifier(table);
      const [{ since }] = (await sql<{ since: string }>("select now()::text as since")) as [{ since: string }];
      await sql(`create or replace function public.contract_fail_read(p_changed timestamptz) returns boolean language plpgsql set search_path = '' as $$
        begin if p_changed > '${since}'::timestamptz then raise exception using errcode = 'XX000', message = 'injected read failure'; end if; return true; end $$`);
      await sql("grant execute on function public.contract_fail_read(timestamptz) to anon, authenticated");
      await sql(
        `create policy contract_unreadable on public.${name} as restrictive for select to anon, authenticated using (public.contract_fail_read(updated_at))`,
      );
      return async () => void (await sql(`drop policy contract_unreadable on public.${name}`));
    },

    // Every row of the table is unreadable to the API's roles (a restrictive policy that raises).
    async failAllReadsOf(table) {
      const name = identifier(table);
      await sql(`create or replace function public.contract_fail_every_read() returns boolean language plpgsql set search_path = '' as $$
        begin raise exception using errcode = 'XX000', message = 'injected read failure'; end $$`);
      await sql("grant execute on function public.contract_fail_every_read() to anon, authenticated");
      await sql(
        `create policy contract_all_unreadable on public.${name} as restrictive for select to anon, authenticated using (public.contract_fail_every_read())`,
      );
      return async () => void (await sql(`drop policy contract_all_unreadable on public.${name}`));
    },

    async writeStoredContent(kind, id, lang, html) {
      const [table, key] = kind === "page" ? ["page_translations", "page_id"] : ["project_translations", "project_id"];
      await sql(`update public.${table} set content = $3 where ${key} = $1 and lang_code = $2`, [id, lang, html]);
    },

    async removeTranslations(table, langs) {
      await sql(`delete from public.${identifier(table)} where lang_code = any($1::text[])`, [langs]);
    },

    async countRows(table) {
      const [row] = await sql<{ n: number }>(`select count(*)::int as n from public.${identifier(table)}`);
      return row?.n ?? 0;
    },

    async restoreContentVersion(value) {
      await sql("update public.content_versions set value = $1::bigint", [value]);
    },

    async countStoredFiles() {
      const [row] = await sql<{ n: number }>("select count(*)::int as n from storage.objects");
      return row?.n ?? 0;
    },

    async storedFileUrls() {
      const rows = await sql<{ bucket_id: string; name: string }>("select bucket_id, name from storage.objects");
      return rows.map((r) => publicStorageUrl(standin.url, r.bucket_id as "media-library", r.name)).sort();
    },

    maintenance: () =>
      supabaseMaintenance({ url: standin.url, anonKey: standin.anonKey, secretKey: standin.secretKey }),

    // As the database's owner, outside every API role: the trigger refuses even that.
    async tamperWithAuditLog() {
      const attempt = (statement: string) =>
        sql(statement).then(
          () => null,
          (error: unknown) => error,
        );
      return {
        update: await attempt("update public.audit_log set label = 'değiştirildi'"),
        delete: await attempt("delete from public.audit_log"),
      };
    },

    async readStoredFile(url) {
      const response = await fetch(url);
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
