// What the bench scripts share: the built Worker (scripts/built-worker.mjs) on a state directory
// of its own, and timing GETs of a path under a fixed concurrency.
import { root, startBuiltWorker } from "./built-worker.mjs";

export { root };

/**
 * Starts the built Worker on `port` over `stateDir` (fresh demo content, unless `keepState`:
 * then the directory is served as it is) and resolves once it answers. Returns its base URL
 * and a function that stops it; it is stopped when this process exits, too.
 */
export async function startWorker({ port, stateDir, keepState = false }) {
  const worker = startBuiltWorker({ port, stateDir, keepState });
  await worker.ready();
  return { base: worker.base, stop: worker.stop };
}

/**
 * Response times of `requests` GETs of `url`, `concurrency` at a time, with `headers`. Unless
 * `gzip`, they ask for an uncompressed body (as autocannon does): in production Cloudflare's edge
 * compresses after the Worker, while under wrangler dev workerd gzips each answer in the same
 * process, which would time the compression of a 125 KB document rather than the Worker.
 */
export async function load(url, { requests, concurrency, headers = {}, gzip = false }) {
  headers = { "Accept-Encoding": gzip ? "gzip" : "identity", ...headers };
  const times = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { ...percentiles(times), rps: times.length / elapsed };
}

/** The median and the 99th percentile of response times in ms. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99) };
}
