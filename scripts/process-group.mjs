// A server started in a process group of its own, and stopped with its whole process tree
// (npm, node, wrangler, workerd): SIGTERM to the group, then a wait until every descendant is
// gone, SIGKILL for any that stays. One answer for npm start's check, npm test's end-to-end
// server and the bench scripts' servers (docs/decisions/018-npm-start-checked-by-npm-test.md).
import { execFileSync, spawn } from "node:child_process";

/** Spawns `command` detached (its own process group). Same options as child_process.spawn. */
export function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return child;
}

/** Sends SIGTERM to the group at once; for exit handlers, which cannot wait. */
export function signalGroup(child, signal = "SIGTERM") {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** The group's processes and their descendants, as `ps` sees them now. */
function processTree(child) {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,pgid=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, pgid, ...command]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      pgid: Number(pgid),
      command: command.join(" "),
    }));
  const tree = new Map(
    rows.filter((row) => row.pgid === child.pid || row.pid === child.pid).map((row) => [row.pid, row]),
  );
  for (let grown = true; grown;) {
    grown = false;
    for (const row of rows) {
      if (tree.has(row.pid) || !tree.has(row.ppid)) continue;
      tree.set(row.pid, row);
      grown = true;
    }
  }
  return [...tree.values()];
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the whole tree: SIGTERM to the group, waits up to `timeoutMs` for every process of the
 * tree to end, SIGKILLs what is left. Returns how many processes there were, their commands and
 * those that had to be killed.
 */
export async function stopGroup(child, timeoutMs = 20_000) {
  const tree = processTree(child);
  signalGroup(child);
  const deadline = Date.now() + timeoutMs;
  let timer;
  await Promise.race([child.exited, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  while (Date.now() < deadline && tree.some((p) => isAlive(p.pid)))
    await new Promise((resolve) => setTimeout(resolve, 200));
  const leftOver = tree.filter((p) => isAlive(p.pid));
  for (const p of leftOver) {
    try {
      process.kill(p.pid, "SIGKILL");
    } catch {
      // Ended meanwhile.
    }
  }
  return {
    count: tree.length,
    commands: [...new Set(tree.map((p) => p.command))].join(", "),
    leftOver: leftOver.map((p) => `${p.command} (pid ${p.pid})`),
  };
}
