import { expect } from "vitest";

import { BackendError } from "~/backend/errors";
import type { Backend, ImageChange } from "~/backend/port";
import type { EquipmentInput, MenuItemInput, PageInput, ProjectInput, SlideInput } from "~/backend/schemas";
import { languages, type Lang } from "~/i18n/languages";

import { tinyPng, upload } from "../fixtures/images";
import { linkUrlCases } from "../fixtures/link-urls";

// What the contract's files share: a valid input of each kind to save (with overrides), the
// settings saved at their current version, an image to store, a check that a call is refused,
// and the link URLs and HTML content every URL and content field is tried with.

/** Link URLs a browser would run or send elsewhere: every URL field refuses them (an empty one is "none"). */
export const unsafeUrls = linkUrlCases.filter((c) => !c.link && !c.trimsToSafe && c.url !== "").map((c) => c.url);
export const safeUrls = linkUrlCases.filter((c) => c.link).map((c) => c.url);
export const linkUrlMessage =
  "Bağlantı http(s)://, mailto: ya da tel: ile veya / ile başlayan bir site yolu olmalıdır.";

export const allLangs = <T>(make: (lang: Lang) => T) =>
  Object.fromEntries(languages.map((l) => [l, make(l)])) as Record<Lang, T>;

export function projectInput(overrides: Partial<ProjectInput> & { title?: string } = {}): ProjectInput {
  const { title = "Ankara Köprüsü", ...rest } = overrides;
  return {
    category: "altyapi",
    status: "published",
    progress: "ongoing",
    orderIndex: 0,
    translations: allLangs((l) => ({
      title: l === "tr" ? title : `${title} (${l})`,
      description: `Açıklama ${l}`,
      content: `<p>İçerik ${l}</p>`,
    })),
    ...rest,
  };
}

export function pageInput(overrides: Partial<PageInput> = {}): PageInput {
  return {
    slug: "hakkimizda",
    categoryId: "kurumsal",
    isPublished: true,
    translations: allLangs((l) => ({ title: `Hakkımızda ${l}`, content: `<p>${l}</p>`, slug: "" })),
    ...overrides,
  };
}

/** Content a caller might save straight through the port, and what may be stored of it. */
export const unsafeContent =
  '<p>a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript&#0000000058;alert(1)">x</a>';
export const cleanedContent = '<p>a</p><img src="x" loading="lazy"><a>x</a>';

export function menuInput(overrides: Partial<MenuItemInput> = {}): MenuItemInput {
  return {
    path: "/kurumsal",
    slug: "kurumsal",
    orderIndex: 0,
    parentId: null,
    isActive: true,
    translations: allLangs((l) => ({ label: `Kurumsal ${l}`, description: "" })),
    ...overrides,
  };
}

export function slideInput(overrides: Partial<SlideInput> = {}): SlideInput {
  return {
    buttonLink: "/projeler",
    orderIndex: 0,
    isActive: true,
    translations: allLangs((l) => ({ title: `Slayt ${l}`, description: `Açıklama ${l}`, buttonText: `Düğme ${l}` })),
    ...overrides,
  };
}

/** A machine category in each language, as the demo content has it. */
export const machineCategories = { tr: "Ekskavatör", en: "Excavator", ru: "Экскаватор", uz: "Ekskavator" } as const;

export function equipmentInput(overrides: Partial<EquipmentInput> = {}): EquipmentInput {
  return {
    modelName: "EX-100",
    orderIndex: 0,
    isVisible: true,
    translations: allLangs((l) => ({
      name: `Ekskavatör ${l}`,
      category: machineCategories[l],
      description: `Güçlü ${l}`,
    })),
    ...overrides,
  };
}

/** Saves settings from their current version, as the settings form loaded just now would. */
export async function saveSettings(backend: Backend, patch: Parameters<Backend["settings"]["save"]>[0]): Promise<void> {
  return backend.settings.save(patch, (await backend.settings.edit()).version);
}

export const replace = (name: string, bytes: Uint8Array = tinyPng): ImageChange => ({
  kind: "replace",
  file: upload(name, bytes),
});

/** Runs `fn`, expecting a BackendError with `code`; returns it for further checks. */
export async function rejection(fn: () => Promise<unknown>, code: BackendError["code"]): Promise<BackendError> {
  const outcome = await fn().then(
    () => new Error(`expected a ${code} rejection, but the call succeeded`),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(BackendError);
  expect((outcome as BackendError).code).toBe(code);
  return outcome as BackendError;
}
