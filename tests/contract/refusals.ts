import { beforeEach, describe, expect, it } from "vitest";

import type { BackendError } from "~/backend/errors";
import type { Backend } from "~/backend/port";
import type { Refusal } from "~/backend/refusal-codes";
import { wordsOf } from "~/backend/refusals";
import { imageProblemMessages } from "~/backend/uploads";

import { testAdmin } from "../fixtures/accounts";
import { fakePng, tinyPng, upload } from "../fixtures/images";
import type { ContractContext } from "./harness";
import { menuInput, pageInput, projectInput, rejection, saveSettings } from "./inputs";

// The backend contract on how a refusal reaches the caller: every adapter names the same rule
// with the same code and the same parameters (app/backend/refusal-codes.ts), and its message is
// that refusal's words (app/backend/words/tr.ts), so a caller can tell refusals apart without
// reading their words, whichever store answered.

export function describeRefusalsContract(ctx: ContractContext) {
  let admin: Backend;
  let visitor: Backend;

  /** The refusal a call ends in: its kind, its code and parameters, its words as the message. */
  async function refused(call: () => Promise<unknown>, kind: BackendError["code"], expected: Refusal) {
    const error = await rejection(call, kind);
    expect(error.refusal).toEqual(expected);
    expect(error.message).toBe(wordsOf(expected));
    return error;
  }

  describe("refusals", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("names access, missing records and stale versions by their codes", async () => {
      await refused(() => visitor.pages.list(), "forbidden", { code: "forbidden" });
      await refused(() => admin.projects.save({ ...projectInput(), id: "yok" }), "not_found", {
        code: "notFound",
        record: "project",
      });
      await refused(() => admin.menu.reorder([{ id: "yok", parentId: null, orderIndex: 0 }]), "not_found", {
        code: "notFound",
        record: "menuItem",
      });
      const saved = await admin.projects.save(projectInput());
      await refused(() => admin.projects.save(projectInput({ id: saved.id })), "validation", {
        code: "missingVersion",
      });
      await admin.projects.save(projectInput({ id: saved.id, version: saved.version, title: "Yeni" }));
      await refused(() => admin.projects.save(projectInput({ id: saved.id, version: saved.version })), "stale", {
        code: "stale",
      });
      expect((await admin.projects.get(saved.id))?.translations.tr?.title).toBe("Yeni");
    });

    it("names the records' rules by their codes, on the fields they concern", async () => {
      await admin.pages.save(pageInput());
      const taken = await refused(() => admin.pages.save(pageInput()), "conflict", {
        code: "slugInUse",
        suggestion: "hakkimizda-2",
      });
      expect(taken.fieldErrors.slug).toEqual([taken.message]);
      const orphan = await refused(() => admin.menu.save(menuInput({ parentId: "yok" })), "validation", {
        code: "parentNotFound",
      });
      expect(orphan.fieldErrors.parentId).toEqual([orphan.message]);
      // Nobody changes their own role (the last admin is kept in a race: users-dashboard-public.ts).
      const [me] = (await admin.users.list()).items.filter((u) => u.email === testAdmin.email);
      await refused(() => admin.users.setRole(me!.id, "member"), "validation", { code: "ownRole" });
      await refused(() => saveSettings(admin, { socialMedia: "not a list" as never }), "validation", {
        code: "invalidValue",
      });
    });

    it("names a refused upload by its code and the file it refused", async () => {
      await refused(() => admin.media.upload([]), "validation", { code: "noFiles" });
      const batch = await refused(
        () => admin.media.upload([upload("iyi.png", tinyPng), upload("kotu.png", fakePng)]),
        "validation",
        { code: "batchFileRefused", fileName: "kotu.png", problem: imageProblemMessages.wrongType, others: 1 },
      );
      expect(batch.fieldErrors.files).toEqual([batch.message]);
    });

    it("names input that breaks the rules as invalid, with each field's message", async () => {
      const error = await rejection(() => admin.projects.save(projectInput({ category: "" })), "validation");
      expect(error.refusal).toEqual({ code: "invalidInput" });
      expect(error.fieldErrors.category).toEqual([wordsOf({ code: "projectCategoryRequired" })]);
    });
  });
}
