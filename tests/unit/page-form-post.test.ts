import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { pageInputSchema } from "~/backend/schemas";

// The page dialog's post as a browser sends it: empty fields arrive as nothing (Conform), so an
// empty per-language slug must still parse, and typed titles are written as slugs.

describe("the page form's post", () => {
  it("writes typed addresses as slugs and takes the empty per-language slugs", () => {
    const form = new FormData();
    form.set("slug", "Sürdürülebilirlik Politikası");
    form.set("categoryId", "kurumsal");
    form.set("translations.ru.slug", "Политика качества");
    for (const lang of ["tr", "en", "ru", "uz"]) {
      form.set(`translations.${lang}.title`, `Başlık ${lang}`);
      form.set(`translations.${lang}.content`, "");
      if (lang !== "ru") form.set(`translations.${lang}.slug`, "");
    }
    const submission = parseWithZod(form, { schema: pageInputSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.slug).toBe("surdurulebilirlik-politikasi");
    expect(submission.value.translations.ru.slug).toBe("politika-kachestva");
    expect(submission.value.translations.en.slug).toBe("");
  });
});
