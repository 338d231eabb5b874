import { boundsOf, searchTextOf } from "../list-window";
import { redirectInputSchema, redirectSourceOf, toRedirect, type RedirectStore } from "../redirects";
import { refusal } from "../refusals";
import { idSchema } from "../schemas";
import { parseInput } from "../validate";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";

// Redirects on Supabase (supabase/migrations/20261219090000_redirects.sql): the automatic ones
// are the triggers' work; the admin's functions list them and add and delete manual ones, each
// with its audit entry; the public site finds one with the anon key, whose row-level security
// shows only the redirects that serve.

function redirectRefusal(failure: RpcFailure) {
  if (failure.code !== "PT422") return undefined;
  if (failure.message === "redirect_exists") return refusal({ code: "redirectExists" }, { fields: ["from"] });
  if (failure.message === "redirect_loop") return refusal({ code: "redirectLoop" }, { fields: ["to"] });
  return undefined;
}

export function supabaseRedirects(ctx: SupabaseContext): RedirectStore {
  return {
    async list(window) {
      const { offset, limit } = boundsOf(window);
      const { items, total } = await rpc(ctx.session, "list_redirects", {
        p_lang: window?.lang ?? null,
        p_offset: offset,
        p_limit: limit,
        p_search: searchTextOf(window),
      });
      return { items: items.map(toRedirect), total };
    },

    async get(id) {
      const row = await rpc(ctx.session, "get_redirect", { p_id: parseInput(idSchema, id) });
      return row ? toRedirect(row) : null;
    },

    async create(input) {
      const data = parseInput(redirectInputSchema, input);
      const { lang, source } = redirectSourceOf(data.from)!;
      const row = await rpc(
        ctx.session,
        "create_redirect",
        { p_lang: lang, p_source: source, p_target: data.to },
        (failure) =>
          failure.code === "PT422" && failure.message === "redirect_from_live"
            ? refusal({ code: "redirectFromLive", path: `/${lang}/${source}` }, { fields: ["from"] })
            : redirectRefusal(failure),
      );
      return toRedirect(row);
    },

    async delete(id) {
      await rpc(ctx.session, "delete_redirect", { p_id: parseInput(idSchema, id) });
    },

    async find(lang, path, slug) {
      const row = await rpc(ctx.visitor, "find_redirect", {
        p_lang: lang,
        p_path: path.replace(/^\/+|\/+$/g, ""),
        p_kind: slug?.kind ?? null,
        p_slug: slug?.slug ?? null,
      });
      if (!row) return null;
      const redirect = toRedirect(row);
      return redirect.live ? redirect.to : null;
    },
  };
}
