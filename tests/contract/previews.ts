import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";
import { expiredPreviewLinkDays, previewLinkDays } from "~/backend/previews";

import { testAdmin } from "../fixtures/accounts";
import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import { projectInput, rejection } from "./inputs";

// The port's contract for preview links (docs/decisions/058-preview-links.md): an admin keeps a
// form's fields under a link, lists and revokes a record's links, each with its audit entry;
// anyone holding a link opens it, and sees its fields only while it lives.

const day = 24 * 60 * 60 * 1000;
const fields = { category: "enerji", "translations.tr.title": "Taslak Santral", "translations.en.title": "Draft" };

export function describePreviewLinksContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`preview links (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;
    let projectId: string;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h));
      projectId = (await admin.projects.save(projectInput({ title: "Santral", status: "draft" }))).id;
    });

    it("keeps a form under a link anyone holding it opens until it is revoked, each step in the audit trail", async () => {
      const start = (await admin.audit.list()).total;
      const before = Date.now();
      const link = await admin.previews.create({ kind: "project", recordId: projectId, fields });
      expect(link).toMatchObject({ kind: "project", recordId: projectId, revokedAt: null });
      expect(link.createdBy.email).toBe(testAdmin.email);
      const lives = Date.parse(link.expiresAt) - before;
      expect(lives).toBeGreaterThan(previewLinkDays.default * day - 60_000);
      expect(lives).toBeLessThan(previewLinkDays.default * day + 60_000);
      expect(await admin.previews.list("project", projectId)).toEqual([link]);

      expect(await visitor.previews.open(link.id)).toEqual({ state: "live", link, fields });
      await admin.previews.revoke(link.id);
      const gone = await visitor.previews.open(link.id);
      expect(gone.state).toBe("gone");
      expect("fields" in gone).toBe(false);
      // Revoking it again changes nothing and records nothing.
      await admin.previews.revoke(link.id);
      expect((await admin.previews.list("project", projectId))[0]?.revokedAt).not.toBeNull();

      const { items, total } = await admin.audit.list({ limit: 10 });
      const entries = items.slice(0, total - start).toReversed();
      expect(entries.map((e) => [e.action, e.recordType, e.recordId, e.label, e.actor.email])).toEqual([
        ["preview_link_create", "project", projectId, "Santral", testAdmin.email],
        ["preview_link_revoke", "project", projectId, "Santral", testAdmin.email],
      ]);
      expect(entries[0]?.detail).toBe(link.expiresAt);
    });

    it("shows nothing of a link past its time, and tells an unknown one apart", async () => {
      const link = await admin.previews.create({ kind: "page", recordId: "any-page", fields, days: 1 });
      expect((await visitor.previews.open(link.id, new Date(Date.now() + day / 2))).state).toBe("live");
      const expired = await visitor.previews.open(link.id, new Date(Date.now() + 2 * day));
      expect(expired).toEqual({ state: "gone", link });
      expect(await visitor.previews.open("no-such-link-at-all-0000")).toEqual({ state: "missing" });
    });

    it("keeps an expired link listed for a while, then the scheduled job deletes it with its form", async () => {
      const link = await admin.previews.create({ kind: "project", recordId: projectId, fields, days: 1 });
      const kept = await admin.previews.create({ kind: "project", recordId: projectId, fields, days: 90 });
      const expiry = Date.parse(link.expiresAt);
      const maintenance = h.maintenance();
      expect(await maintenance.purgePreviewLinks(new Date(expiry + (expiredPreviewLinkDays - 1) * day))).toBe(0);
      expect((await admin.previews.list("project", projectId)).map((l) => l.id).toSorted()).toEqual(
        [kept.id, link.id].toSorted(),
      );
      // Other tests' one-day links may go in the same run; which ones is what the lists below show.
      expect(
        await maintenance.purgePreviewLinks(new Date(expiry + (expiredPreviewLinkDays + 1) * day)),
      ).toBeGreaterThan(0);
      expect((await admin.previews.list("project", projectId)).map((l) => l.id)).toEqual([kept.id]);
      expect(await visitor.previews.open(link.id)).toEqual({ state: "missing" });
      expect((await visitor.previews.open(kept.id)).state).toBe("live");
    });

    it("lets nobody but an admin make, list or revoke a link", async () => {
      const link = await admin.previews.create({ kind: "project", recordId: projectId, fields });
      await rejection(() => visitor.previews.create({ kind: "project", recordId: projectId, fields }), "forbidden");
      await rejection(() => visitor.previews.list("project", projectId), "forbidden");
      await rejection(() => visitor.previews.revoke(link.id), "forbidden");
      expect((await visitor.previews.open(link.id)).state).toBe("live");
      await rejection(() => admin.previews.revoke("no-such-link-at-all-0000"), "not_found");
    });

    it("refuses a link for another kind, a time out of bounds or fields no form has", async () => {
      for (const input of [
        { kind: "menuItem" as never, recordId: projectId, fields },
        { kind: "project" as const, recordId: projectId, fields, days: 0 },
        { kind: "project" as const, recordId: projectId, fields, days: previewLinkDays.max + 1 },
        { kind: "project" as const, recordId: projectId, fields: { "a.b.c.d": "x" } },
      ])
        await rejection(() => admin.previews.create(input), "validation");
      expect(await admin.previews.list("project", projectId)).toEqual([]);
    });
  });
}
