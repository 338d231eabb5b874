// What the bench scripts share: the built Worker served by scripts/serve-e2e.mjs on a state
// directory of its own, waiting for it, and timing GETs of a path under a fixed concurrency.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Starts the built Worker on `port` over `stateDir` (fresh demo content, unless `keepState`:
 * then the directory is served as it is) and resolves once it answers. Returns its base URL
 * and a function that stops it; it is stopped when this process exits, too.
 */
export async function startWorker({ port, stateDir, keepState = false }) {
  const server = spawn("node", ["scripts/serve-e2e.mjs"], {
    cwd: root,
    env: { ...process.env, E2E_PORT: port, E2E_STATE_DIR: stateDir, ...(keepState ? { E2E_KEEP_STATE: "1" } : {}) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base);
  return { base, stop };
}

async function waitForServer(base) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/robots.txt`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("the Worker did not start within three minutes");
}

/** Response times of `requests` GETs of `url`, `concurrency` at a time, with `headers`. */
export async function load(url, { requests, concurrency, headers = {} }) {
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
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), rps: times.length / elapsed };
}
