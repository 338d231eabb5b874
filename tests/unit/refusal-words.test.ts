import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { maxImagePixels } from "~/backend/image-header";
import { signInThrottle } from "~/backend/port";
import { refusal, wordsOf } from "~/backend/refusals";
import {
  limits,
  maxPasswordBytes,
  minPasswordLength,
  passwordChangeSchema,
  projectInputSchema,
} from "~/backend/schemas";
import { throttledCurrentPassword } from "~/backend/sign-in-throttle";
import { imageProblemMessages, maxFileNameLength, maxUploadBytes } from "~/backend/uploads";
import { parseInput } from "~/backend/validate";
import { tr } from "~/backend/words/tr";
import { formatBytes } from "~/lib/bytes";

// The backend's refusals are codes with what they name; their words are one table per language
// (app/backend/words/tr.ts). A text that names a limit is built from the constant that sets it
// (docs/decisions/013-layers-and-admin-texts.md): the table never writes one of its own.

describe("the backend's refusals", () => {
  it("carry their code and what they name, with the table's words as the message and on the fields named", () => {
    const error = refusal({ code: "notFound", record: "project" }, { fields: ["id"] });
    expect(error).toMatchObject({
      code: "not_found",
      refusal: { code: "notFound", record: "project" },
      message: "Proje bulunamadı.",
      fieldErrors: { id: ["Proje bulunamadı."] },
    });
    expect(refusal({ code: "lastAdmin" })).toMatchObject({
      code: "validation",
      message: "En az bir yönetici kalmalıdır.",
    });
    expect(refusal({ code: "mediaInUse", uses: [{ kind: "siteLogo" }] }).message).toBe(
      "Bu dosya kullanılıyor (site logosu); önce oradan kaldırın.",
    );
  });

  it("name an input that breaks the rules as invalid, its fields' messages from the table", () => {
    let thrown: unknown;
    try {
      parseInput(projectInputSchema, { category: "", translations: {} });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      code: "validation",
      refusal: { code: "invalidInput" },
      message: wordsOf({ code: "projectCategoryRequired" }),
      fieldErrors: { category: [wordsOf({ code: "projectCategoryRequired" })] },
    });
  });

  it("build every text that names a limit from the constant that sets it", () => {
    expect(imageProblemMessages.tooLarge).toContain(formatBytes(maxUploadBytes));
    expect(imageProblemMessages.nameTooLong).toContain(String(maxFileNameLength));
    expect(imageProblemMessages.tooManyPixels).toContain(`${maxImagePixels / 1_000_000} megapiksel`);
    expect(throttledCurrentPassword().message).toContain(`${signInThrottle.windowMinutes} dakika`);
    const tooLongTitle = "x".repeat(limits.shortText + 1);
    const issues = passwordChangeSchema.safeParse({
      currentPassword: "a",
      newPassword: `${"ş".repeat(maxPasswordBytes)}1`,
      confirmPassword: "b",
    }).error?.issues;
    expect(issues?.map((i) => i.message)).toContain(
      wordsOf({ code: "newPasswordTooLong", maxBytes: maxPasswordBytes }),
    );
    expect(wordsOf({ code: "newPasswordTooShort", minLetters: minPasswordLength })).toContain(
      String(minPasswordLength),
    );
    expect(projectInputSchema.safeParse({ category: tooLongTitle }).error?.issues[0]?.message).toBe(
      `En fazla ${limits.shortText} karakter olabilir.`,
    );
  });

  it("write no limit of their own in the words table", () => {
    // Numbers in the table's words are its examples and its zero, never a limit: those come in
    // as parameters.
    const source = readFileSync(path.resolve(import.meta.dirname, "../../app/backend/words/tr.ts"), "utf8");
    const code = source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
    expect([...new Set(code.match(/\d+/g))].sort()).toEqual(["0", "1600", "2400"].sort());
    expect(Object.values(tr).every((words) => typeof words === "function")).toBe(true);
  });
});
