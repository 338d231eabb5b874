// The company's six activity areas: the ids the settings (activityArea1..6), the project
// categories and the public URLs use, and their Turkish names, which the admin shows as
// project categories and the Turkish site shows as headings. One table for both.

export const activityAreaIds = ["altyapi", "ustyapi", "restorasyon", "enerji", "endustriyel", "tarimsal"] as const;
export type ActivityAreaId = (typeof activityAreaIds)[number];

export const activityAreaTurkishNames: Record<ActivityAreaId, string> = {
  altyapi: "Altyapı",
  ustyapi: "Üstyapı",
  restorasyon: "Restorasyon",
  enerji: "Enerji",
  endustriyel: "Endüstriyel Tesisler",
  tarimsal: "Tarımsal Sulama",
};

/** The activity page each area links to, by its Turkish slug, when that page is published. */
export const activityAreaPages: Record<ActivityAreaId, string> = {
  altyapi: "altyapi",
  ustyapi: "ustyapi",
  restorasyon: "restorasyon",
  enerji: "enerji",
  endustriyel: "endustriyel-tesisler",
  tarimsal: "tarimsal-sulama",
};

/** The Turkish slug of the about page, which the home page's about block links to. */
export const aboutPageSlug = "hakkimizda";

/** Content pages the home page links to by Turkish slug (the page slug index must hold them). */
export const homeLinkedPageSlugs: readonly string[] = [aboutPageSlug, ...Object.values(activityAreaPages)];
