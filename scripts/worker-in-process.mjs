// The built Worker inside workerd without an HTTP server in front: miniflare (the one wrangler
// itself runs, with the options wrangler derives from the built wrangler.json) and a small
// module beside the build that calls the Worker's own `fetch` in a loop. `bench:pages` uses it
// to time what a request costs the Worker itself: under `wrangler dev` every answer also passes
// wrangler's proxy and workerd's HTTP server, a floor of about 200 answers a second on a
// 2-core machine that a page-cache hit already reaches (docs/decisions/020-public-page-cache.md).
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { root } from "./built-worker.mjs";

// Calls the Worker `n` times, one after another, for `path` (with `cookie`, if any), and says how
// many bytes and which statuses it answered. Any other request goes to the Worker as it is.
const loopModule = `import worker from "./index.js";
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname !== "/__bench-loop") return worker.fetch(request, env, ctx);
    const target = new URL(url.searchParams.get("path"), url);
    const cookie = url.searchParams.get("cookie");
    const statuses = new Set();
    let bytes = 0;
    for (let i = 0, n = Number(url.searchParams.get("n")); i < n; i++) {
      const answer = await worker.fetch(new Request(target, { headers: cookie ? { Cookie: cookie } : {} }), env, ctx);
      bytes += (await answer.arrayBuffer()).byteLength;
      statuses.add(answer.status);
    }
    return Response.json({ bytes, statuses: [...statuses] });
  },
};`;

/**
 * Starts the built Worker (`build/server`) in workerd over `stateDir` (a wrangler state
 * directory, served as it is), with `bindings` added to its own. Returns `loop(path, n, cookie)`,
 * which resolves to the wall time in ms of `n` sequential requests handled inside the Worker,
 * `fetch(url, init)`, one request to it, and `stop()`.
 */
export async function startWorkerInProcess({ stateDir, buildDir = "build/server", bindings = {} }) {
  const serverDir = path.resolve(root, buildDir);
  // Wrangler's own miniflare, so the options wrangler derives fit the version that reads them.
  const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
  const { Miniflare, convertV4MiniflareOptions } = await import(fromWrangler.resolve("miniflare"));
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(serverDir, "wrangler.json"));
  const modules = [
    { type: "ESModule", path: path.join(serverDir, "__bench-loop.js"), contents: loopModule },
    ...readdirSync(serverDir, { recursive: true })
      .filter((file) => /\.(js|wasm)$/.test(file))
      .map((file) => ({
        type: file.endsWith(".wasm") ? "CompiledWasm" : "ESModule",
        path: path.join(serverDir, file),
      })),
  ];
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: "bench",
          ...workerOptions,
          // The modules are listed above (wrangler's rules would be converted into a second list).
          modulesRules: undefined,
          modules,
          modulesRoot: serverDir,
          bindings: { ...workerOptions.bindings, COOKIE_SECRET: randomBytes(32).toString("hex"), ...bindings },
        },
      ],
      resourcePersistencePath: path.resolve(root, stateDir, "v3"),
    }),
  );
  await miniflare.ready;
  const loop = async (pagePath, n, cookie = "") => {
    const query = new URLSearchParams({ path: pagePath, n: String(n), cookie });
    const started = performance.now();
    const answer = await miniflare.dispatchFetch(`http://localhost/__bench-loop?${query}`);
    const { statuses } = await answer.json();
    return { ms: performance.now() - started, statuses };
  };
  return {
    loop,
    fetch: (url, init) => miniflare.dispatchFetch(new URL(url, "http://localhost"), init),
    stop: () => miniflare.dispose(),
  };
}
