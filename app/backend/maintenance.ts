import { messageOf } from "~/lib/error-message";

import type { Maintenance } from "./history";

// The scheduled job (docs/decisions/048-append-only-audit-and-scheduled-jobs.md): the Worker's one `scheduled`
// handler runs, at each Cron Trigger of wrangler.toml, the jobs of this list whose `cron` fired,
// each through the backend's maintenance operations (./history.ts Maintenance), which need no
// session and are reachable from no request. A new job is one entry here (and its operation on
// both adapters); a new schedule is its cron here and in wrangler.toml, for every environment
// (tests/unit/maintenance-jobs.test.ts holds the two together).

/** Once a day, at 03:00 UTC. */
export const dailyCron = "0 3 * * *";

export interface MaintenanceJob {
  name: string;
  /** The Cron Trigger it runs on. */
  cron: string;
  /** Runs the job as if it were `now`; answers how many records it removed or changed. */
  run(maintenance: Maintenance, now: Date): Promise<number>;
}

export const maintenanceJobs: readonly MaintenanceJob[] = [
  { name: "empty-trash", cron: dailyCron, run: (m, now) => m.emptyTrash(now) },
  { name: "prune-audit-log", cron: dailyCron, run: (m, now) => m.pruneAuditLog(now) },
  { name: "expire-messages", cron: dailyCron, run: (m, now) => m.expireMessages(now) },
  { name: "purge-preview-links", cron: dailyCron, run: (m, now) => m.purgePreviewLinks(now) },
];

/** Every schedule the jobs run on. */
export const maintenanceCrons = [...new Set(maintenanceJobs.map((job) => job.cron))];

/** What each job did: how many it removed, or why it failed. */
export type MaintenanceReport = Record<string, { done: number } | { failed: string }>;

/**
 * Runs the jobs of `cron` (all of them when none is named) one after another: a job that fails is
 * logged and reported, and the others still run.
 */
export async function runMaintenance(
  maintenance: Maintenance,
  now: Date,
  cron?: string,
  jobs: readonly MaintenanceJob[] = maintenanceJobs,
): Promise<MaintenanceReport> {
  const report: MaintenanceReport = {};
  for (const job of jobs) {
    if (cron !== undefined && job.cron !== cron) continue;
    try {
      report[job.name] = { done: await job.run(maintenance, now) };
    } catch (error) {
      console.error(`Maintenance job ${job.name} failed`, error);
      report[job.name] = { failed: messageOf(error) };
    }
  }
  return report;
}
