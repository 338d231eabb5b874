import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCookie, appFetch, origin, postForm, provisionAccounts } from "./app-support";

// An error no route answered itself (handleError in app/entry.server.tsx): logged on the server
// with the request's id, the one the visitor gets in X-Request-Id; the visitor sees the generic
// error page and nothing of the error. The failure is real: the sessions table is renamed away
// while an admin signs out, and signing out has no answer of its own for a failing store.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const errorDetails = /no such table|D1_ERROR|SQLITE|sessions_hidden|at \S+ \(/i;

type BuiltWorker = { fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> };
const builtWorker = Object.values(import.meta.glob("../../build/server/index.js", { eager: true, import: "default" }))[0] as BuiltWorker;

let logged: string[] = [];
let cookie: string;

/** What the Worker writes with console.error, as lines (errors with their message). */
function captureErrorLog(): void {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => {
    logged.push(parts.map((part) => (part instanceof Error ? `${part.name}: ${part.message}` : String(part))).join(" "));
  });
}

async function withSessionsUnreadable<T>(run: () => Promise<T>): Promise<T> {
  await env.DB.prepare("ALTER TABLE sessions RENAME TO sessions_hidden").run();
  try {
    return await run();
  } finally {
    await env.DB.prepare("ALTER TABLE sessions_hidden RENAME TO sessions").run();
  }
}

beforeAll(async () => {
  await provisionAccounts();
  cookie = await adminCookie();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("an unexpected error", () => {
  for (const [what, path] of [
    ["a form post", "/admin/logout"],
    ["a script's post (.data)", "/admin/logout.data"],
  ] as const) {
    it(`in ${what}: logged once with the request's id, the visitor gets the id and no detail`, async () => {
      const response = await withSessionsUnreadable(async () => {
        captureErrorLog();
        const answer = await postForm(path, {}, cookie);
        return { status: answer.status, requestId: answer.headers.get("X-Request-Id") ?? "", body: await answer.text() };
      });
      expect(response.status).toBe(500);
      expect(response.requestId).toMatch(uuid);
      const lines = logged.filter((line) => line.includes(`requestId=${response.requestId}`));
      expect(lines, logged.join("\n")).toHaveLength(1);
      expect(lines[0]).toContain(`route=${path}`);
      expect(lines[0]).toMatch(/no such table/i);
      // Nothing logged without the id: every line leads back to the request.
      expect(logged.filter((line) => !line.includes(response.requestId)), logged.join("\n")).toEqual([]);
      expect(response.body).not.toMatch(errorDetails);
    });
  }

  it("on a request the client already gave up on: nothing logged", async () => {
    // The built Worker called directly, so the request keeps its (aborted) signal.
    const controller = new AbortController();
    controller.abort();
    const request = new Request(new URL("/admin/logout", origin), { method: "POST", headers: { Origin: origin, Cookie: cookie }, signal: controller.signal });
    await withSessionsUnreadable(async () => {
      captureErrorLog();
      const answer = await builtWorker.fetch(request, env, createExecutionContext());
      await answer.body?.cancel();
    });
    expect(logged).toEqual([]);
  });

  it("is not what the router's own refusals are: a post where no action is, or an unknown admin page, logs nothing", async () => {
    captureErrorLog();
    const refused = await postForm("/robots.txt", {});
    expect(refused.status).toBe(405);
    await refused.body?.cancel();
    const unknown = await appFetch("/admin/olmayan-sayfa", { cookie });
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
    expect(logged).toEqual([]);
  });
});
