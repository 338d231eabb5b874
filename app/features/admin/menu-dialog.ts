import type { Backend, PageRecord } from "~/backend/port";
import { refusal } from "~/backend/refusals";
import { limits, menuItemFormSchema, optionalText, type MenuItemInput } from "~/backend/schemas";
import { languages, type Lang } from "~/i18n/languages";
import { slugify } from "~/lib/slug";
import { z } from "~/lib/zod";

import {
  fixedTargetKeys,
  pathOfTarget,
  targetLabels,
  type FixedTarget,
  type MenuTarget,
  type TargetPage,
} from "./menu-targets";

// The menu dialog's post (docs/product.md §5.6): "Bağlantı türü" picks a target ("custom" for a
// typed address, "page:<id>", "fixed:<key>"); the server turns it into the item the port takes:
// the target's stored path, the labels left empty filled from the target (so it works without
// JavaScript), and a slug derived when none is given. The port's own rules then check the rest.

/** The picker's value of a target. */
export function targetValue(target: MenuTarget): string {
  if (target.kind === "custom") return "custom";
  return target.kind === "page" ? `page:${target.pageId}` : `fixed:${target.key}`;
}

/** A picker's value read back; anything unknown is a typed address. */
export function targetOfValue(value: string | undefined): MenuTarget {
  const [kind, rest = ""] = (value ?? "").split(/:(.*)/s);
  if (kind === "page" && rest) return { kind: "page", pageId: rest };
  if (kind === "fixed" && (fixedTargetKeys as string[]).includes(rest))
    return { kind: "fixed", key: rest as FixedTarget };
  return { kind: "custom" };
}

const optionalLabels = z
  .object(
    Object.fromEntries(
      languages.map((lang) => [
        lang,
        z.object({ label: optionalText(limits.shortText), description: optionalText() }).prefault({}),
      ]),
    ) as Record<
      Lang,
      z.ZodPrefault<
        z.ZodObject<{ label: ReturnType<typeof optionalText>; description: ReturnType<typeof optionalText> }>
      >
    >,
  )
  .prefault({});

/** What the dialog posts: the port's item with the target, and path, slug and labels that a target fills. */
export const menuDialogSchema = menuItemFormSchema.extend({
  target: z.string().max(limits.shortText).optional().default("custom"),
  path: optionalText(limits.path),
  slug: optionalText(limits.shortText),
  translations: optionalLabels,
});
export type MenuDialogInput = z.output<typeof menuDialogSchema>;
/** The dialog's fields as typed, before they are checked (kept across the search without JavaScript). */
export type MenuDialogValues = z.input<typeof menuDialogSchema>;

/** A page record as the picker's targets know it: its Turkish slug is what the public menu reads. */
export const targetPageOf = (page: PageRecord): TargetPage => ({
  id: page.id,
  type: page.type,
  slug: page.translations.tr?.slug || page.slug,
  titles: Object.fromEntries(languages.map((lang) => [lang, page.translations[lang]?.title ?? ""])),
});

/** The item to save for a dialog's post; a picked page that is gone is refused on the picker. */
export async function menuItemOfDialog(backend: Backend, input: MenuDialogInput): Promise<MenuItemInput> {
  const target = targetOfValue(input.target);
  let path = input.path;
  let filled: Partial<Record<Lang, string>> = {};
  if (target.kind !== "custom") {
    const page = target.kind === "page" ? await backend.pages.get(target.pageId) : null;
    const pages = page ? [targetPageOf(page)] : [];
    const picked = pathOfTarget(target, pages);
    if (picked === null) throw refusal({ code: "menuTargetGone" }, { fields: ["target"] });
    path = picked;
    filled = targetLabels(target, pages) ?? {};
  }
  const translations = Object.fromEntries(
    languages.map((lang) => [
      lang,
      {
        label: input.translations[lang].label || filled[lang] || "",
        description: input.translations[lang].description,
      },
    ]),
  ) as MenuItemInput["translations"];
  const slug = input.slug || slugify(translations?.tr?.label ?? "") || slugify(path) || "menu";
  return {
    id: input.id,
    version: input.version,
    orderIndex: input.orderIndex,
    parentId: input.parentId,
    isActive: input.isActive,
    path,
    slug,
    translations,
  };
}
