import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { auditRetentionDays, trashDays } from "~/backend/history";
import { dailyCron } from "~/backend/maintenance";

// The built Worker's `scheduled` handler, called as a Cron Trigger would call it, at a chosen
// time: it empties the trash of what has waited trashDays and the audit log of what is older
// than its retention, and nothing else (app/backend/maintenance.ts).

const day = 24 * 60 * 60 * 1000;
const now = new Date("2027-06-01T03:00:00.000Z");
const before = (days: number, ms = 0) => new Date(now.getTime() - days * day + ms).toISOString();

/** The built Worker's handlers; wrangler types does not describe the built entry. */
const worker = () =>
  (exports as unknown as { default: { scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown> } })
    .default;

describe("the scheduled maintenance", () => {
  beforeEach(async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM trash_entries"),
      env.DB.prepare("INSERT INTO audit_retention_cutoff (cutoff) VALUES ('9999')"),
      env.DB.prepare("DELETE FROM audit_log"),
      env.DB.prepare("DELETE FROM audit_retention_cutoff"),
    ]);
  });

  it("removes exactly what is past its time, as of the trigger's scheduled time", async () => {
    const entry = (id: string, deletedAt: string) =>
      env.DB.prepare(
        "INSERT INTO trash_entries (id, record_type, record_id, label, snapshot, deleted_at) VALUES (?1, 'project', ?1, ?1, ?2, ?3)",
      ).bind(id, JSON.stringify([{ depth: 0, row: { id, image_url: null }, translations: {} }]), deletedAt);
    const logged = (label: string, at: string) =>
      env.DB.prepare("INSERT INTO audit_log (action, label, at) VALUES ('update', ?1, ?2)").bind(label, at);
    await env.DB.batch([
      entry("expired", before(trashDays, -1)),
      entry("waiting", before(trashDays)),
      logged("old", before(auditRetentionDays, -1)),
      logged("kept", before(auditRetentionDays)),
    ]);

    await worker().scheduled({ scheduledTime: now, cron: dailyCron });

    const trash = await env.DB.prepare("SELECT id FROM trash_entries ORDER BY id").all<{ id: string }>();
    expect(trash.results.map((r) => r.id)).toEqual(["waiting"]);
    const log = await env.DB.prepare("SELECT action, label, record_id, detail FROM audit_log ORDER BY id").all();
    expect(log.results).toEqual([
      { action: "update", label: "kept", record_id: null, detail: "" },
      { action: "purge", label: "expired", record_id: "expired", detail: "expired" },
    ]);
  });

  it("runs no job on a trigger none of them has", async () => {
    await env.DB.prepare(
      "INSERT INTO trash_entries (id, record_type, record_id, snapshot, deleted_at) VALUES ('x', 'project', 'x', '[]', ?1)",
    )
      .bind(before(trashDays * 10))
      .run();
    await worker().scheduled({ scheduledTime: now, cron: "*/5 * * * *" });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM trash_entries").first<{ n: number }>())?.n).toBe(1);
  });
});
