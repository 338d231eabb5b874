// The built Worker served by scripts/serve-e2e.mjs (wrangler, a state directory of its own):
// started in the background in a process group of its own, stopped with its whole process tree.
// One answer for `npm test`'s end-to-end server and the bench scripts.
import { openSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { signalGroup, spawnGroup, stopGroup } from "./process-group.mjs";

export const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Starts the built Worker on `port`. `stateDir`: its own state (default: serve-e2e's per-port
 * one); `keepState`: serve that directory as it is instead of fresh demo content; `logFile`:
 * where its output goes (default: only its errors, on this process's stderr). Returns its base
 * URL, `ready()` (resolves once it answers, fails if it exits or takes three minutes) and
 * `stop()` (resolves once every process of its tree has ended). It is also signalled to stop
 * when this process exits.
 */
export function startBuiltWorker({ port, stateDir, keepState = false, logFile }) {
  const log = logFile ? openSync(logFile, "w") : "ignore";
  const server = spawnGroup(process.execPath, ["scripts/serve-e2e.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      E2E_PORT: String(port),
      ...(stateDir ? { E2E_STATE_DIR: stateDir } : {}),
      ...(keepState ? { E2E_KEEP_STATE: "1" } : {}),
    },
    stdio: ["ignore", log, logFile ? log : "inherit"],
  });
  let exitCode = null;
  server.exited.then(({ code }) => (exitCode = code ?? -1));
  process.on("exit", () => signalGroup(server));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  const base = `http://127.0.0.1:${port}`;
  const ready = async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (exitCode !== null) throw new Error(`the Worker exited (code ${exitCode}) before answering`);
      if (
        await fetch(`${base}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error("the Worker did not answer within three minutes");
  };
  return { base, ready, stop: () => stopGroup(server) };
}

/** Whether something already answers on `port` (another checkout's server, a leftover run). */
export async function portAnswers(port) {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}
