import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import type { Maintenance } from "~/backend/history";
import { maintenanceCrons, maintenanceJobs, runMaintenance } from "~/backend/maintenance";

// The scheduled job's list (app/backend/maintenance.ts) and the Cron Triggers of wrangler.toml:
// every environment runs every schedule a job names, and nothing else; the runner runs the jobs
// of the trigger that fired, each whatever another did.

const root = path.resolve(import.meta.dirname, "../..");

/** Each environment's `crons` in wrangler.toml: "" for the top level, else the environment's name. */
function cronsByEnvironment(toml: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  let section = "";
  for (const line of toml.split("\n")) {
    const header = line.match(/^\s*\[\[?([^\]]+)\]\]?\s*$/);
    if (header) section = header[1]!.trim();
    const crons = line.match(/^\s*crons\s*=\s*(\[.*\])\s*$/);
    if (crons) {
      const environment = section === "triggers" ? "" : section.replace(/^env\.([^.]+)\.triggers$/, "$1");
      found[environment] = JSON.parse(crons[1]!) as string[];
    }
  }
  return found;
}

describe("maintenance jobs", () => {
  it("runs on the same Cron Triggers in every environment of wrangler.toml", () => {
    const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
    const environments = ["", ...[...toml.matchAll(/^\[env\.([^.\]]+)\]/gm)].map((m) => m[1]!)];
    const crons = cronsByEnvironment(toml);
    expect(Object.keys(crons).sort()).toEqual(environments.sort());
    for (const environment of environments) expect(crons[environment]).toEqual(maintenanceCrons);
  });

  it("names each job once", () => {
    const names = maintenanceJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(["empty-trash", "prune-audit-log", "expire-messages", "purge-preview-links"]);
  });

  it("runs the jobs of the trigger that fired as of the time given, one failing without stopping the rest", async () => {
    const now = new Date("2027-03-01T03:00:00Z");
    const maintenance: Maintenance = {
      emptyTrash: vi.fn(async () => {
        throw new Error("depo yanıt vermedi");
      }),
      pruneAuditLog: vi.fn(async () => 7),
      expireMessages: vi.fn(async () => 2),
      purgePreviewLinks: vi.fn(async () => 1),
    };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const report = await runMaintenance(maintenance, now, maintenanceCrons[0]);
    expect(report).toEqual({
      "empty-trash": { failed: "depo yanıt vermedi" },
      "prune-audit-log": { done: 7 },
      "expire-messages": { done: 2 },
      "purge-preview-links": { done: 1 },
    });
    expect(maintenance.pruneAuditLog).toHaveBeenCalledWith(now);
    expect(await runMaintenance(maintenance, now, "* * * * *")).toEqual({});
  });
});
