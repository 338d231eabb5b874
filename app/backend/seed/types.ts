import type { Lang } from "~/i18n/languages";
import type { ActivityAreaId, SiteSettings } from "~/lib/settings";
import type { PageType, ProjectProgress, ProjectStatus, Role } from "../schemas";

// The shape of the demo content. The content itself (demo-content.ts) is data only; the d1
// loader (load-d1.ts) turns it into rows and stored images.

/** Every language, required: the demo content is complete in all four. */
export type AllLangs<T> = Record<Lang, T>;

/** A picture the seed draws itself (no network): see images.ts for sizes and scenes. */
export type DemoImageSpec =
  | { kind: "hero"; scene: "bridge" | "towers" | "industrial" | "dam"; variant: number }
  | { kind: "project"; scene: ActivityAreaId; variant: number }
  | { kind: "equipment"; machine: DemoMachine; variant: number }
  | { kind: "logo"; initials: string; variant: number }
  | { kind: "about"; variant: number }
  | { kind: "brand"; initials: string };

export type DemoMachine = "excavator" | "crane" | "loader" | "dump-truck" | "bulldozer" | "concrete-mixer" | "roller";

/** Settings without the image URLs, which the loader fills from generated images. */
export type DemoSettings = Omit<SiteSettings, "about_summary_image_url" | "client_logos" | "general"> & {
  general: Omit<SiteSettings["general"], "logoUrl">;
};

export interface DemoPage {
  /** Stable key, used for the row id ("page-<key>"). */
  key: string;
  type: PageType;
  published: boolean;
  /** URL slug per language (docs/urls.md); the Turkish one is also the page's own slug. */
  slugs: AllLangs<string>;
  /** Title and HTML content per language. */
  translations: AllLangs<{ title: string; content: string }>;
}

export interface DemoMenuItem {
  key: string;
  parentKey: string | null;
  /** Turkish-form path relative to the language prefix, e.g. "/kurumsal/hakkimizda". */
  path: string;
  slug: string;
  order: number;
  active: boolean;
  translations: AllLangs<{ label: string; description: string }>;
}

export interface DemoProject {
  key: string;
  category: ActivityAreaId;
  status: ProjectStatus;
  progress: ProjectProgress;
  order: number;
  image: DemoImageSpec;
  translations: AllLangs<{ title: string; description: string; content: string }>;
}

export interface DemoSlide {
  key: string;
  order: number;
  active: boolean;
  /** Turkish-form path like menu paths, or an absolute URL. */
  buttonLink: string;
  image: DemoImageSpec;
  translations: AllLangs<{ title: string; description: string; buttonText: string }>;
}

export interface DemoEquipment {
  key: string;
  category: string;
  modelName: string;
  order: number;
  visible: boolean;
  image: DemoImageSpec;
  translations: AllLangs<{ name: string; description: string }>;
}

export interface DemoClientLogo {
  name: string;
  altText: AllLangs<string>;
  image: DemoImageSpec;
}

export interface DemoMediaFile {
  fileName: string;
  image: DemoImageSpec;
}

export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  fullName: string;
}

export interface DemoContent {
  settings: DemoSettings;
  brandImage: DemoImageSpec;
  aboutImage: DemoImageSpec;
  clientLogos: DemoClientLogo[];
  pages: DemoPage[];
  menu: DemoMenuItem[];
  projects: DemoProject[];
  slides: DemoSlide[];
  equipment: DemoEquipment[];
  media: DemoMediaFile[];
  users: DemoUser[];
}
