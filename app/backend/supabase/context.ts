import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import { sessionCookieName, sessionLifetimeSeconds } from "~/lib/cookie-names";
import { messageOf } from "~/lib/error-message";

import type { BackendError } from "../errors";
import type { RequestScope } from "../port";
import type { RecordKind } from "../refusal-codes";
import { refusal } from "../refusals";
import { pickedImageMissing, type SavedImageChange } from "../uploads";
import type { Database, RpcName } from "./database";

// What every part of the supabase adapter shares for one request: three supabase-js clients
// and one way to call a Postgres function (PostgREST's rpc) and read its failure.
//   session  the admin's: @supabase/ssr keeps its session in the site's session cookie, and every
//            rpc and Storage call carries its JWT, so row-level security applies to the caller
//   visitor  the anon key alone, no session: the public reads, the same for everyone
//   server   the secret key (a Worker secret, never sent to a browser): only the sign-in throttle
//            and storing a visitor's contact message (the one way one is stored)

/** A supabase-js client that knows the functions the adapter calls (./database.ts). */
export type Client = SupabaseClient<Database>;

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  secretKey: string;
  /** Sign-in attempts allowed per e-mail + address in the throttle's window (default 10). */
  signInMaxFailures?: number;
  /** The secret cleaned HTML is signed with (content.ts, decision 035); none: pages clean it when shown. */
  htmlSigningSecret?: string;
}

export interface SupabaseContext {
  settings: SupabaseSettings;
  scope: RequestScope;
  readonly session: Client;
  readonly visitor: Client;
  readonly server: Client;
  /**
   * What a save is when it is not the admin's own edit: an old revision put back (the history's
   * restore saves through the record's own store with this set, through restore_revision), with
   * what it does with the record's image, which may be to point back at a file still stored.
   */
  readonly restoring?: { revision: number; image?: SavedImageChange };
}

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

/** The session cookie as the d1 adapter's: HttpOnly, Secure, SameSite=Lax, a week (lib/cookie-names.ts). */
const sessionCookie = {
  name: sessionCookieName,
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  path: "/",
  maxAge: sessionLifetimeSeconds,
} as const;

export function sessionClient(settings: SupabaseSettings, scope: RequestScope): Client {
  return createServerClient<Database>(settings.url, settings.anonKey, {
    cookieOptions: sessionCookie,
    cookies: {
      // Only the tokens go into the cookie (the user is asked of Auth on each request anyway).
      encode: "tokens-only",
      getAll: () => parseCookieHeader(scope.cookies.header).map(({ name, value }) => ({ name, value: value ?? "" })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          const { name: _ignored, ...attributes } = options as typeof options & { name?: string };
          scope.cookies.setSerialized(
            serializeCookieHeader(name, value, { ...attributes, httpOnly: true, secure: true }),
          );
        }
      },
    },
  });
}

/** A client without a session: the public reads (anon key) or the server's own calls (secret key). */
export const plainClient = (url: string, key: string): Client => createClient<Database>(url, key, { auth: noSession });

/** The visitor's client holds no request state: one per project and key, kept for the isolate's life. */
let lastVisitor: { url: string; anonKey: string; client: Client } | undefined;
export function visitorClient(settings: Pick<SupabaseSettings, "url" | "anonKey">): Client {
  if (lastVisitor?.url !== settings.url || lastVisitor.anonKey !== settings.anonKey) {
    lastVisitor = { url: settings.url, anonKey: settings.anonKey, client: plainClient(settings.url, settings.anonKey) };
  }
  return lastVisitor.client;
}

type Functions = Database["public"]["Functions"];

/** The message behind each `PTxyz` the functions raise (supabase/migrations, the admin operations' header). */
export interface RpcFailure {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/**
 * Calls public.<fn> through PostgREST as the client's caller and returns its JSON. Refusals
 * become the port's errors: `refine` names the ones only this call knows (a taken slug, the
 * last admin), then PT403/PT404/PT409 are the common ones; anything else is "unavailable".
 */
export async function rpc<F extends RpcName>(
  client: Client,
  fn: F,
  args: Functions[F]["Args"],
  refine?: (failure: RpcFailure) => BackendError | undefined,
): Promise<Functions[F]["Returns"]> {
  let result;
  try {
    result = await client.rpc(fn, args);
  } catch (error) {
    throw refusal({ code: "databaseUnreachable", detail: messageOf(error) }, { cause: error });
  }
  if (!result.error) return result.data;
  const failure: RpcFailure = {
    code: result.error.code ?? "",
    message: result.error.message ?? "",
    details: result.error.details ?? null,
    hint: result.error.hint ?? null,
  };
  throw refine?.(failure) ?? commonFailure(failure, result.status, fn);
}

/** The records the functions name in a PT404 (its message). */
const notFoundRecords = new Map<string, RecordKind>([
  ["slide", "slide"],
  ["project", "project"],
  ["page", "page"],
  ["menu_item", "menuItem"],
  ["equipment", "equipment"],
  ["media", "media"],
  ["user", "user"],
  ["revision", "revision"],
  ["trash_entry", "trashEntry"],
  ["message", "message"],
  ["redirect", "redirect"],
]);

function commonFailure(failure: RpcFailure, status: number, fn: string): BackendError {
  const cause = { fn, ...failure, status };
  if (failure.code === "PT403" || status === 401) return refusal({ code: "forbidden" });
  // PGRST116: a single row was asked for and none came (PostgREST's "not found").
  if (failure.code === "PGRST116" || failure.code === "PT404")
    return refusal({ code: "notFound", record: notFoundRecords.get(failure.message) ?? "record" }, { cause });
  if (failure.code === "PT409") return refusal({ code: "stale" });
  // A picked image whose library row is gone (deleted meanwhile): the trigger of 20261216090000.
  if (failure.code === "PT422" && failure.message === "picked_image_missing") return pickedImageMissing();
  // A check the database holds and the port's own parsing let through (a link's rule, decision
  // 035): the caller's value, not an outage.
  if (failure.code === "23514") return refusal({ code: "invalidValue" }, { cause });
  return refusal({ code: "databaseFailed", fn, sqlState: failure.code, detail: failure.message }, { cause });
}
