import { beforeEach, describe, expect, it } from "vitest";

import { auditRetentionDays, type AuditEntry } from "~/backend/history";
import type { Backend } from "~/backend/port";

import { testAdmin, testMember } from "../fixtures/accounts";
import { tinyPng, upload } from "../fixtures/images";
import { cookieHeaderFrom, freshAdminAndVisitor, type ContractHarness } from "./harness";
import { menuInput, projectInput, rejection, saveSettings, slideInput } from "./inputs";
import { messageInput } from "./messages";

// The port's contract for the audit trail (docs/decisions/048-append-only-audit-and-scheduled-jobs.md): every
// admin write, sign-in (failed ones too), sign-out, role change, upload, delete and restore is
// one entry, with its actor, written with the write; admins read it, nobody changes or deletes
// an entry but the retention run of the scheduled job.

const day = 24 * 60 * 60 * 1000;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

/** An entry as the tests compare it: what was done to what, by whom. */
const summary = (e: AuditEntry) => ({
  action: e.action,
  recordType: e.recordType,
  recordId: e.recordId,
  label: e.label,
  detail: e.detail,
  actor: e.actor.email,
});

export function describeAuditContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`audit trail (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;
    let memberId: string;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h));
      memberId = await h.provisionUser(testMember);
    });

    /** The entries written since `since` (an entry count), oldest first. */
    const entriesSince = async (since: number) => {
      const { items, total } = await admin.audit.list({ limit: 100 });
      return items
        .slice(0, total - since)
        .toReversed()
        .map(summary);
    };

    it("records each admin write once, with its admin", async () => {
      const start = (await admin.audit.list()).total;
      const project = await admin.projects.save(projectInput({ title: "Köprü" }));
      const edited = await admin.projects.save({
        ...projectInput({ title: "Köprü" }),
        id: project.id,
        version: project.version,
      });
      await admin.history.restore("project", project.id, 1, edited.version);
      await admin.projects.delete(project.id);
      const entry = (await admin.trash.list()).items[0]!;
      await admin.trash.restore(entry.id);
      const [a, b] = [await admin.slides.save(slideInput()), await admin.slides.save(slideInput())];
      await admin.slides.reorder([b.id, a.id]);
      const item = await admin.menu.save(menuInput());
      await admin.menu.delete(item.id);
      await admin.trash.purge((await admin.trash.list()).items[0]!.id);
      const [file] = await admin.media.upload([upload("vinç.png", tinyPng)]);
      await admin.media.updateText(file!.id, { version: file!.version, altText: { tr: "Vinç" }, caption: {} });
      await admin.media.delete(file!.path);
      await saveSettings(admin, { companyName: "Örnek" });
      await admin.users.setRole(memberId, "admin");

      const by = testAdmin.email;
      const p = { recordType: "project", recordId: project.id, label: "Köprü", actor: by };
      expect(await entriesSince(start)).toEqual([
        { action: "create", ...p, detail: "" },
        { action: "update", ...p, detail: "" },
        { action: "restore_revision", ...p, detail: "1" },
        { action: "delete", ...p, detail: "" },
        { action: "restore_trash", ...p, detail: "" },
        { action: "create", recordType: "slide", recordId: a.id, label: "Slayt tr", detail: "", actor: by },
        { action: "create", recordType: "slide", recordId: b.id, label: "Slayt tr", detail: "", actor: by },
        { action: "reorder", recordType: "slide", recordId: null, label: "", detail: "", actor: by },
        { action: "create", recordType: "menuItem", recordId: item.id, label: "Kurumsal tr", detail: "", actor: by },
        { action: "delete", recordType: "menuItem", recordId: item.id, label: "Kurumsal tr", detail: "", actor: by },
        { action: "purge", recordType: "menuItem", recordId: item.id, label: "Kurumsal tr", detail: "", actor: by },
        { action: "upload", recordType: "media", recordId: file!.id, label: "vinç.png", detail: "", actor: by },
        { action: "update", recordType: "media", recordId: file!.id, label: "vinç.png", detail: "", actor: by },
        { action: "delete", recordType: "media", recordId: file!.id, label: "vinç.png", detail: "", actor: by },
        { action: "update", recordType: "settings", recordId: "site", label: "", detail: "", actor: by },
        {
          action: "role_change",
          recordType: "user",
          recordId: memberId,
          label: testMember.email,
          detail: "admin",
          actor: by,
        },
      ]);
      expect((await admin.audit.list()).items.every((e) => e.actor.id !== null)).toBe(true);
    });

    it("records nothing for a write that did nothing or was refused", async () => {
      const start = (await admin.audit.list()).total;
      const [a, b] = [
        await admin.slides.save(slideInput({ orderIndex: 0 })),
        await admin.slides.save(slideInput({ orderIndex: 1 })),
      ];
      await admin.slides.reorder([a.id, b.id]);
      await rejection(
        () => admin.users.setRole(memberId, "member").then(() => admin.users.setRole("no-such-user", "admin")),
        "not_found",
      );
      await rejection(() => admin.projects.delete("no-such-project"), "not_found");
      await rejection(() => admin.projects.save({ ...projectInput(), id: a.id, version: 1 }), "not_found");
      expect((await entriesSince(start)).map((e) => e.action)).toEqual(["create", "create"]);
    });

    it("records signing in, a failed sign-in and signing out", async () => {
      const start = (await admin.audit.list()).total;
      const failed = h.open();
      expect((await failed.backend.auth.signIn(testAdmin.email, "wrong password!")).ok).toBe(false);
      expect((await failed.backend.auth.signIn(testMember.email, testMember.password)).ok).toBe(false);
      const { backend, setCookies } = h.open();
      expect((await backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      await h.open(cookieHeaderFrom(setCookies)).backend.auth.signOut();
      const entries = await entriesSince(start);
      expect(entries).toEqual([
        {
          action: "sign_in_failed",
          recordType: null,
          recordId: null,
          label: testAdmin.email,
          detail: "invalid_credentials",
          actor: "",
        },
        {
          action: "sign_in_failed",
          recordType: null,
          recordId: null,
          label: testMember.email,
          detail: "not_admin",
          actor: "",
        },
        { action: "sign_in", recordType: null, recordId: null, label: "", detail: "", actor: testAdmin.email },
        { action: "sign_out", recordType: null, recordId: null, label: "", detail: "", actor: testAdmin.email },
      ]);
    });

    it("records the inbox's state changes and deletes, not a visitor's message or its opening", async () => {
      const start = (await admin.audit.list()).total;
      const { id } = await visitor.messages.submit(messageInput({ name: "Ayşe" }));
      await admin.messages.open(id);
      await admin.messages.setState(id, "archived");
      await admin.messages.setState(id, "archived");
      await admin.messages.setState(id, "read");
      await admin.messages.setState(id, "unread");
      await admin.messages.delete(id);
      await rejection(() => admin.messages.delete(id), "not_found");
      const m = { recordType: "message", recordId: id, label: "Ayşe", actor: testAdmin.email };
      expect(await entriesSince(start)).toEqual([
        { action: "update", ...m, detail: "archived" },
        { action: "update", ...m, detail: "read" },
        { action: "update", ...m, detail: "unread" },
        { action: "delete", ...m, detail: "" },
      ]);
    });

    it("filters by who, what and when, in windows", async () => {
      await admin.projects.save(projectInput({ title: "Bir" }));
      await pause();
      const middle = new Date().toISOString();
      await pause();
      await admin.slides.save(slideInput());
      await admin.projects.save(projectInput({ title: "İki" }));
      const [me] = await admin.audit.actors();
      expect(me).toEqual({ id: expect.any(String), email: testAdmin.email });
      const projects = await admin.audit.list({ recordType: "project" });
      expect(projects.items.map((e) => e.label)).toEqual(["İki", "Bir"]);
      expect((await admin.audit.list({ recordType: "project", from: middle })).items.map((e) => e.label)).toEqual([
        "İki",
      ]);
      expect((await admin.audit.list({ recordType: "project", to: middle })).items.map((e) => e.label)).toEqual([
        "Bir",
      ]);
      const mine = await admin.audit.list({ actorId: me!.id ?? undefined, limit: 1, offset: 1 });
      expect(mine.items).toHaveLength(1);
      expect(mine.total).toBe((await admin.audit.list()).total);
      expect((await admin.audit.list({ actorId: "someone-else" })).total).toBe(0);
    });

    it("is read by admins only, and changed or deleted by nobody", async () => {
      await rejection(() => visitor.audit.list(), "forbidden");
      await rejection(() => visitor.audit.actors(), "forbidden");
      const member = h.open();
      await member.backend.auth.signIn(testMember.email, testMember.password);
      await rejection(() => member.backend.audit.list(), "forbidden");
      // The port has no way to change an entry …
      expect(Object.keys(admin.audit).sort()).toEqual(["actors", "list"]);
      // … and the store refuses it even to the deployment's own code.
      const before = (await admin.audit.list()).items;
      const tampered = await h.tamperWithAuditLog();
      expect(tampered.update).toBeInstanceOf(Error);
      expect(tampered.delete).toBeInstanceOf(Error);
      expect((await admin.audit.list()).items).toEqual(before);
    });

    it(`deletes what is older than ${auditRetentionDays} days, and only that, in the scheduled job`, async () => {
      await admin.projects.save(projectInput({ title: "Eski" }));
      await pause();
      await admin.projects.save(projectInput({ title: "Yeni" }));
      const [newest] = (await admin.audit.list()).items;
      const now = new Date(Date.parse(newest!.at) + auditRetentionDays * day);
      const before = (await admin.audit.list()).total;
      expect(await h.maintenance().pruneAuditLog(now)).toBe(before - 1);
      expect((await admin.audit.list()).items.map((e) => e.label)).toEqual(["Yeni"]);
      expect(await h.maintenance().pruneAuditLog(now)).toBe(0);
    });
  });
}
