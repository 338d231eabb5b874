import { z } from "~/lib/zod";

import { commonTexts } from "./texts/common";

/** A message for the admin's toast (docs/product.md §11): titles Başarılı / Hata!, one at a time. */
export const toastSchema = z.object({
  kind: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  message: z.string().max(1_000).default(""),
});
export type Toast = z.infer<typeof toastSchema>;

export const success = (message: string, title = commonTexts.successTitle): Toast => ({
  kind: "success",
  title,
  message,
});
export const failure = (message: string, title = commonTexts.failureTitle): Toast => ({
  kind: "error",
  title,
  message,
});
