import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// A throw-away PostgreSQL cluster for the Postgres test layer: initdb in a temp directory, one
// server on a free local port with trust authentication, stopped and removed afterwards. The
// server refuses to run as root, so as root it runs as the system's `postgres` account.

export interface Cluster {
  host: string;
  port: number;
  user: string;
  version: string;
  stop(): void;
}

const binaries = ["initdb", "pg_ctl", "postgres"] as const;

/** The PostgreSQL server's version line, or null when its programs are not on PATH. */
export function installedPostgres(): string | null {
  for (const program of binaries) {
    if (spawnSync("sh", ["-c", `command -v ${program}`]).status !== 0) return null;
  }
  const result = spawnSync("postgres", ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const version = installedPostgres();
  if (!version) throw new Error("PostgreSQL is not installed");
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, args];
    execFileSync(command, fullArgs, { stdio: ["ignore", "ignore", "pipe"] });
  };
  if (isRoot) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const stop = () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Not running (it failed to start): only the directory is left to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run("initdb", ["-D", dataDir, "--auth=trust", "--username=postgres", "--encoding=UTF8", "--locale=C", "--no-sync"]);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "server.log"), "-o", options, "-w", "start"]);
    return { host: "127.0.0.1", port, user: "postgres", version, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
