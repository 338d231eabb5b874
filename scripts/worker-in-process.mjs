// The built Worker inside workerd, started by miniflare (the one wrangler itself runs, with the
// options wrangler derives from the built wrangler.json) behind a small module of the benches'
// own, written beside the build and never part of it:
//   - it can put the store at a distance: every call to the D1 binding (prepare's first/all/
//     run/raw, batch, exec) and every fetch to the Supabase project waits `dbLatencyMs` first,
//     as a database in another region makes a Worker wait (docs/benchmarks.md);
//   - `/__bench-loop` calls the Worker's own `fetch` in a loop, so `bench:pages` can time what a
//     request costs the Worker itself, without an HTTP server in front.
// Given a `port`, workerd serves the Worker over HTTP there too.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { root } from "./built-worker.mjs";

const benchModule = `import { AsyncLocalStorage } from "node:async_hooks";
import worker from "./index.js";

const latency = (env) => Number(env.BENCH_DB_LATENCY_MS ?? 0);
/**
 * Per request, how many store calls it waited for one after another: a call that starts once
 * another has ended is one deeper than it; calls side by side are as deep as each other.
 */
const chains = new AsyncLocalStorage();
async function storeCall(ms, call) {
  const chain = chains.getStore();
  const depth = (chain?.ended ?? 0) + 1;
  // A request may ask for the store at another distance (X-Bench-Db-Latency): bench:pages times a
  // render with the store near, in the same run, to tell the round trips from the render's own time.
  const wait = chain?.ms ?? ms;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  try {
    return await call();
  } finally {
    if (chain) chain.ended = Math.max(chain.ended, depth);
  }
}

/** The D1 binding with every call to it made ms later; statements keep their originals for batch(). */
function distantD1(db, ms) {
  const originals = new WeakMap();
  const statement = (real) => {
    const proxy = new Proxy(real, {
      get(target, name) {
        if (name === "bind") return (...values) => statement(target.bind(...values));
        if (name === "first" || name === "all" || name === "run" || name === "raw")
          return (...args) => storeCall(ms, () => target[name](...args));
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(proxy, real);
    return proxy;
  };
  return new Proxy(db, {
    get(target, name) {
      if (name === "prepare") return (sql) => statement(target.prepare(sql));
      if (name === "batch")
        return (statements) => storeCall(ms, () => target.batch(statements.map((s) => originals.get(s) ?? s)));
      if (name === "exec") return (sql) => storeCall(ms, () => target.exec(sql));
      const value = Reflect.get(target, name, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** fetch, with every request to the Supabase project made ms later. */
function distantFetch(realFetch, projectUrl, ms) {
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith(projectUrl) ? storeCall(ms, () => realFetch(input, init)) : realFetch(input, init);
  };
}

// One environment object per real one: the Worker reads its configuration once per env object.
const distantEnvs = new WeakMap();
function distant(env) {
  const ms = latency(env);
  if (!ms) return env;
  let known = distantEnvs.get(env);
  if (!known) {
    known = { ...env, DB: env.DB && distantD1(env.DB, ms) };
    if (env.SUPABASE_URL) globalThis.fetch = distantFetch(globalThis.fetch, env.SUPABASE_URL, ms);
    distantEnvs.set(env, known);
  }
  return known;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname !== "/__bench-loop") {
      // The answer says how many store calls it waited for in a row (those still running when it
      // was answered, such as a background read, are not counted).
      const asked = request.headers.get("X-Bench-Db-Latency");
      const chain = { ended: 0, ms: asked === null ? undefined : Number(asked) };
      const answer = await chains.run(chain, () => worker.fetch(request, distant(env), ctx));
      const counted = new Response(answer.body, answer);
      counted.headers.set("X-Bench-Store-Round-Trips", String(chain.ended));
      return counted;
    }
    // n requests for path (with cookie), one after another.
    const target = new URL(url.searchParams.get("path"), url);
    const cookie = url.searchParams.get("cookie");
    const statuses = new Set();
    let bytes = 0;
    for (let i = 0, n = Number(url.searchParams.get("n")); i < n; i++) {
      const answer = await worker.fetch(new Request(target, { headers: cookie ? { Cookie: cookie } : {} }), distant(env), ctx);
      bytes += (await answer.arrayBuffer()).byteLength;
      statuses.add(answer.status);
    }
    return Response.json({ bytes, statuses: [...statuses] });
  },
};`;

/** A Worker that answers every request at once and loads nothing. */
const noopModule = 'export default { fetch: () => new Response("ok") };';

/**
 * Starts the built Worker (`build/server`) in workerd over `stateDir` (a wrangler state
 * directory, served as it is), with `bindings` added to its own, every call to the store
 * `dbLatencyMs` away, and served over HTTP on `port` when given. Returns `loop(path, n, cookie)`,
 * which resolves to the wall time in ms of `n` sequential requests handled inside the Worker,
 * `fetch(url, init)`, one request to it, `url` (its HTTP address, with a port) and `stop()`.
 */
export async function startWorkerInProcess({
  stateDir,
  buildDir = "build/server",
  bindings = {},
  dbLatencyMs = 0,
  port,
  inspectorPort,
  doesNothing = false,
}) {
  const serverDir = path.resolve(root, buildDir);
  // Wrangler's own miniflare, so the options wrangler derives fit the version that reads them.
  const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
  const { Miniflare, convertV4MiniflareOptions } = await import(fromWrangler.resolve("miniflare"));
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(serverDir, "wrangler.json"));
  const modules = doesNothing
    ? [{ type: "ESModule", path: path.join(serverDir, "__bench-noop.js"), contents: noopModule }]
    : [
        { type: "ESModule", path: path.join(serverDir, "__bench-entry.js"), contents: benchModule },
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
          bindings: {
            ...workerOptions.bindings,
            COOKIE_SECRET: randomBytes(32).toString("hex"),
            BENCH_DB_LATENCY_MS: String(dbLatencyMs),
            ...bindings,
          },
        },
      ],
      resourcePersistencePath: path.resolve(root, stateDir, "v3"),
      ...(port === undefined ? {} : { host: "127.0.0.1", port: Number(port) }),
      ...(inspectorPort === undefined ? {} : { inspectorPort }),
    }),
  );
  const url = await miniflare.ready;
  const loop = async (pagePath, n, cookie = "") => {
    const query = new URLSearchParams({ path: pagePath, n: String(n), cookie });
    const started = performance.now();
    const answer = await miniflare.dispatchFetch(`http://localhost/__bench-loop?${query}`);
    const { statuses } = await answer.json();
    return { ms: performance.now() - started, statuses };
  };
  return {
    loop,
    url,
    fetch: (target, init) => miniflare.dispatchFetch(new URL(target, "http://localhost"), init),
    stop: () => miniflare.dispose(),
  };
}

/**
 * A fresh workerd with the built Worker, `runs` times: how long it takes to start (miniflare
 * ready: the process, the bindings and the Worker's own script loaded) and to answer its first
 * request for `pagePath`, which loads the rest of the Worker's modules. And the same for a Worker
 * that does nothing, started the same way with the same bindings: what workerd costs whatever it
 * runs. Medians, in ms.
 */
export async function coldStarts({ stateDir, bindings = {}, pagePath, runs = 5 }) {
  const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
  const time = async (start, request) => {
    const started = performance.now();
    const worker = await start();
    const ready = performance.now();
    const answer = await request(worker);
    await answer.arrayBuffer();
    const answered = performance.now();
    await worker.stop();
    if (!answer.ok) throw new Error(`the cold start's first request answered ${answer.status}`);
    return { readyMs: ready - started, firstMs: answered - ready };
  };
  const site = [];
  const noop = [];
  for (let run = 0; run < runs; run++) {
    site.push(
      await time(
        () => startWorkerInProcess({ stateDir, bindings }),
        (worker) => worker.fetch(pagePath),
      ),
    );
    noop.push(
      await time(
        () => startWorkerInProcess({ stateDir, bindings, doesNothing: true }),
        (worker) => worker.fetch(pagePath),
      ),
    );
  }
  const summary = (times) => ({
    readyMs: median(times.map((t) => t.readyMs)),
    firstMs: median(times.map((t) => t.firstMs)),
  });
  return { site: summary(site), noop: summary(noop) };
}
