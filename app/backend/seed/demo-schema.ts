import { languages, type Lang } from "~/i18n/languages";
import { activityAreaIds } from "~/lib/activity-areas";
import { settingSchemas } from "~/lib/settings";
import { z } from "~/lib/zod";

import { pageTypes, projectProgresses, projectStatuses, roles } from "../schemas";

// The shape of the demo content in demo-content/*.json. The files are parsed with these schemas
// when the seed loads them, so a broken edit fails with the file and the field it is in. Only the
// shape is checked here: what a saved value may be (slugs, HTML, images) is the port's to decide,
// and the seed saves through it.

/** Every language, required: the demo content is complete in all four. */
const allLangs = <T extends z.ZodType>(text: T) =>
  z.strictObject(Object.fromEntries(languages.map((l) => [l, text])) as Record<Lang, T>);

/** A picture of demo-content/images, by its file name. */
const imageFile = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/, { error: "must be the name of a .webp file in demo-content/images" });

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be a key of lower-case letters, digits and dashes" });
const order = z.number().int().min(0);

/** Site settings as stored, except that the logo, the about image and the client logos name image files. */
export const demoSettingsSchema = z
  .strictObject(settingSchemas)
  .omit({ general: true, about_summary_image_url: true, client_logos: true })
  .extend({
    general: z.strictObject({
      siteName: z.string(),
      description: settingSchemas.general.shape.description,
      logo: imageFile,
    }),
    about_summary_image: imageFile,
    client_logos: z.array(z.strictObject({ name: z.string(), altText: allLangs(z.string()), image: imageFile })),
  });

export const demoPageSchema = z.strictObject({
  key,
  type: z.enum(pageTypes),
  published: z.boolean(),
  /** URL slug per language (docs/urls.md); the Turkish one is also the page's own slug. */
  slugs: allLangs(z.string()),
  translations: allLangs(z.strictObject({ title: z.string(), content: z.string() })),
});

export const demoMenuItemSchema = z.strictObject({
  key,
  parentKey: key.nullable(),
  /** Turkish-form path relative to the language prefix, e.g. "/kurumsal/hakkimizda". */
  path: z.string(),
  slug: z.string(),
  order,
  active: z.boolean(),
  translations: allLangs(z.strictObject({ label: z.string(), description: z.string() })),
});

export const demoProjectSchema = z.strictObject({
  key,
  category: z.enum(activityAreaIds),
  status: z.enum(projectStatuses),
  progress: z.enum(projectProgresses),
  order,
  image: imageFile,
  translations: allLangs(z.strictObject({ title: z.string(), description: z.string(), content: z.string() })),
});

export const demoSlideSchema = z.strictObject({
  key,
  order,
  active: z.boolean(),
  /** Turkish-form path like menu paths, or an absolute URL. */
  buttonLink: z.string(),
  image: imageFile,
  translations: allLangs(z.strictObject({ title: z.string(), description: z.string(), buttonText: z.string() })),
});

export const demoEquipmentSchema = z.strictObject({
  key,
  modelName: z.string(),
  order,
  visible: z.boolean(),
  image: imageFile,
  translations: allLangs(z.strictObject({ name: z.string(), category: z.string(), description: z.string() })),
});

/** A file of the media library: the image, and its alt text in the languages that have one. */
export const demoMediaFileSchema = z.strictObject({
  image: imageFile,
  altText: z.partialRecord(z.enum(languages), z.string()),
});

export const demoAccountSchema = z.strictObject({
  email: z.email(),
  password: z.string(),
  role: z.enum(roles),
  fullName: z.string(),
});

export type DemoSettings = z.infer<typeof demoSettingsSchema>;
export type DemoPage = z.infer<typeof demoPageSchema>;
export type DemoMenuItem = z.infer<typeof demoMenuItemSchema>;
export type DemoProject = z.infer<typeof demoProjectSchema>;
export type DemoSlide = z.infer<typeof demoSlideSchema>;
export type DemoEquipment = z.infer<typeof demoEquipmentSchema>;
export type DemoMediaFile = z.infer<typeof demoMediaFileSchema>;
export type DemoAccount = z.infer<typeof demoAccountSchema>;

export interface DemoContent {
  settings: DemoSettings;
  pages: DemoPage[];
  menu: DemoMenuItem[];
  projects: DemoProject[];
  slides: DemoSlide[];
  equipment: DemoEquipment[];
  media: DemoMediaFile[];
  accounts: DemoAccount[];
}

/**
 * Parses one demo content file; a mismatch throws an Error naming the file and every wrong field,
 * e.g. "demo-content/pages.json: [3].translations.en.title: Invalid input: expected string".
 */
export function parseDemoFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${pathText(issue.path)}: ${issue.message}`);
  throw new Error(`demo-content/${file} is not valid demo content:\n${problems.join("\n")}`);
}

function pathText(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(the whole file)";
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`))
    .join("");
}
