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
