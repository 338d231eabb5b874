import { lazyObject } from "~/lib/lazy-object";

import type { AuthUser, Backend } from "./port";
import { refusal } from "./refusals";

// The one admin check of the port (docs/product.md §6). Each adapter gives a request its port
// through `guardedBackend`, which puts every operation behind the gate unless `openOperations`
// names it: whoever calls the port (a route, a test, the demo seed) gets "forbidden" without an
// admin session, and no operation checks on its own. The session is looked up only when an
// admin operation is called, and once per request (the adapter's auth keeps what it found), so a
// public page never asks for it.

/** The port's areas: every property of the Backend but its kind. */
export type Area = Exclude<keyof Backend, "kind">;

/** The operations of an area anyone may call: all of them, or those named. */
type OpenPart<A extends Area> = "all" | ReadonlyArray<keyof Backend[A] & string>;

/**
 * What anyone may call: the public site's reads, the settings as the site shows them, stored
 * files, sending a contact message, and who is signed in, signing in and out. Everything else is an admin's, a new
 * operation included until it is named here.
 */
export const openOperations = {
  site: "all",
  files: "all",
  settings: ["get"],
  messages: ["submit"],
  // A preview link is opened by whoever holds it (a signed link, decision 058).
  previews: ["open"],
  // The public site asks where an old path leads (decision 059).
  redirects: ["find"],
  auth: ["currentUser", "signIn", "signOut"],
} as const satisfies { [A in Area]?: OpenPart<A> };

/** The request's gate: the signed-in admin, or "forbidden". */
export interface AdminGate {
  /** The admin whose session the request carries; "forbidden" when there is none. */
  admin(): Promise<AuthUser>;
}

/** A gate over the adapter's own lookup of the request's user (which keeps what it found). */
export function adminGate(currentUser: () => Promise<AuthUser | null>): AdminGate {
  return {
    async admin() {
      const user = await currentUser();
      if (!user || user.role !== "admin") throw refusal({ code: "forbidden" });
      return user;
    },
  };
}

const openTable: Partial<Record<Area, "all" | readonly string[]>> = openOperations;

/** Whether anyone may call `operation` of `area`. */
export function isOpenOperation(area: Area, operation: string): boolean {
  const open = openTable[area];
  return open === "all" || (open?.includes(operation) ?? false);
}

/** An area whose operations that are not open first pass the gate. */
function guardedArea<T extends object>(area: Area, store: T, gate: AdminGate): T {
  if (openTable[area] === "all") return store;
  const guarded = { ...store };
  for (const [name, operation] of Object.entries(store)) {
    if (typeof operation !== "function" || isOpenOperation(area, name)) continue;
    const throughGate = async (...args: unknown[]) => {
      await gate.admin();
      return Reflect.apply(operation, store, args);
    };
    Object.assign(guarded, { [name]: throughGate });
  }
  return guarded;
}

/**
 * The port as a request is given it: each area made when first read (a public page uses a few),
 * and every admin operation behind `gate`.
 */
export function guardedBackend(
  kind: Backend["kind"],
  areas: { [A in Area]: () => Backend[A] },
  gate: AdminGate,
): Backend {
  const guarded =
    <A extends Area>(area: A) =>
    () =>
      guardedArea(area, areas[area](), gate);
  return lazyObject<Backend>({
    kind: () => kind,
    site: guarded("site"),
    settings: guarded("settings"),
    slides: guarded("slides"),
    projects: guarded("projects"),
    pages: guarded("pages"),
    menu: guarded("menu"),
    equipment: guarded("equipment"),
    media: guarded("media"),
    users: guarded("users"),
    overview: guarded("overview"),
    history: guarded("history"),
    trash: guarded("trash"),
    audit: guarded("audit"),
    messages: guarded("messages"),
    previews: guarded("previews"),
    redirects: guarded("redirects"),
    files: guarded("files"),
    auth: guarded("auth"),
  });
}
