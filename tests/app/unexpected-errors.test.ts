import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { publicRouteTable } from "~/features/site/urls";

import { appFetch, freshAdminCookie, origin, postForm } from "./app-support";

// A failure is logged on the server with the request's id, the one the visitor gets in
// X-Request-Id; the visitor sees the "temporarily unavailable" answer and nothing of the error.
// The failure is real: the sessions table is renamed away while an admin signs out. (handleError
// itself, for errors no route answers, is tested in tests/worker/handle-error.test.ts.)

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const errorDetails = /no such table|D1_ERROR|SQLITE|sessions_hidden|at \S+ \(/i;

type BuiltWorker = { fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> };
const builtWorker = Object.values(
  import.meta.glob("../../build/server/index.js", { eager: true, import: "default" }),
)[0] as BuiltWorker;

let logged: string[] = [];
let cookie: string;

/** What the Worker writes with console.error, as lines (errors with their message). */
function captureErrorLog(): void {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => {
    logged.push(
      parts.map((part) => (part instanceof Error ? `${part.name}: ${part.message}` : String(part))).join(" "),
    );
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
  cookie = await freshAdminCookie();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a store failure while signing out", () => {
  for (const [what, path] of [
    ["a form post", "/admin/logout"],
    ["a script's post (.data)", "/admin/logout.data"],
  ] as const) {
    it(`in ${what}: 503 with Retry-After, logged once with the request's id, the visitor gets the id and no detail`, async () => {
      const response = await withSessionsUnreadable(async () => {
        captureErrorLog();
        const answer = await postForm(path, {}, cookie);
        return {
          status: answer.status,
          retryAfter: answer.headers.get("Retry-After"),
          requestId: answer.headers.get("X-Request-Id") ?? "",
          body: await answer.text(),
        };
      });
      expect(response.status).toBe(503);
      expect(response.retryAfter).toMatch(/^\d+$/);
      expect(response.requestId).toMatch(uuid);
      const lines = logged.filter((line) => line.includes(`requestId=${response.requestId}`));
      expect(lines, logged.join("\n")).toHaveLength(1);
      expect(lines[0]).toContain(`route=${path}`);
      expect(lines[0]).toMatch(/no such table/i);
      // Nothing logged without the id: every line leads back to the request.
      expect(
        logged.filter((line) => !line.includes(response.requestId)),
        logged.join("\n"),
      ).toEqual([]);
      expect(response.body).not.toMatch(errorDetails);
    });
  }
});

describe("what is not a failure", () => {
  it("a request the client already gave up on: the router's abort is not logged", async () => {
    // The built Worker called directly, so the request keeps its (aborted) signal; the router
    // stops it with an error of its own, which handleError must leave out of the log.
    const controller = new AbortController();
    controller.abort();
    const request = new Request(new URL("/admin/dashboard", origin), {
      headers: { Cookie: cookie },
      signal: controller.signal,
    });
    captureErrorLog();
    const answer = await builtWorker.fetch(request, env, createExecutionContext()).catch((error: unknown) => error);
    if (answer instanceof Response) await answer.body?.cancel();
    expect(logged).toEqual([]);
  });

  it("refusals: a post where no action is, an unknown admin page, a cross-site post, log nothing", async () => {
    captureErrorLog();
    const contact = `/${publicRouteTable.find((entry) => entry.kind === "contact")!.path}`;
    const crossSite = await appFetch(contact, {
      method: "POST",
      body: new URLSearchParams({ name: "a" }),
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(crossSite.status).toBe(403);
    await crossSite.body?.cancel();
    const refused = await postForm("/robots.txt", {});
    expect(refused.status).toBe(405);
    await refused.body?.cancel();
    const unknown = await appFetch("/admin/olmayan-sayfa", { cookie });
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
    expect(logged).toEqual([]);
  });
});
