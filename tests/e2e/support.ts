import { expect, type Page, type TestInfo } from "@playwright/test";

import type { Lang } from "../fixtures/languages";

// The public URLs of docs/urls.md, written out independently of the app's own
// slug table so the tests check the implementation against the design.

const table: Record<string, Record<Lang, string>> = {
  home: { tr: "", en: "", ru: "", uz: "" },
  corporate: { tr: "kurumsal", en: "corporate", ru: "corporate", uz: "kurumsal" },
  about: { tr: "kurumsal/hakkimizda", en: "corporate/about", ru: "corporate/about", uz: "kurumsal/biz-haqimizda" },
  quality: {
    tr: "kurumsal/kalite-politikasi",
    en: "corporate/quality-policy",
    ru: "corporate/quality-policy",
    uz: "kurumsal/sifat-siyosati",
  },
  documents: {
    tr: "kurumsal/belgeler",
    en: "corporate/documents",
    ru: "corporate/documents",
    uz: "kurumsal/hujjatlar",
  },
  hr: {
    tr: "kurumsal/insan-kaynaklari",
    en: "corporate/human-resources",
    ru: "corporate/human-resources",
    uz: "kurumsal/inson-resurslari",
  },
  references: {
    tr: "kurumsal/referanslar",
    en: "corporate/references",
    ru: "corporate/references",
    uz: "kurumsal/tavsiyalar",
  },
  activities: { tr: "faaliyetler", en: "activities", ru: "activities", uz: "faoliyatlar" },
  infrastructure: {
    tr: "faaliyetler/altyapi",
    en: "activities/infrastructure",
    ru: "activities/infrastructure",
    uz: "faoliyatlar/infratuzilma",
  },
  superstructure: {
    tr: "faaliyetler/ustyapi",
    en: "activities/superstructure",
    ru: "activities/superstructure",
    uz: "faoliyatlar/yuqori-tuzilma",
  },
  restoration: {
    tr: "faaliyetler/restorasyon",
    en: "activities/restoration",
    ru: "activities/restoration",
    uz: "faoliyatlar/restavratsiya",
  },
  energy: { tr: "faaliyetler/enerji", en: "activities/energy", ru: "activities/energy", uz: "faoliyatlar/energiya" },
  industrial: {
    tr: "faaliyetler/endustriyel-tesisler",
    en: "activities/industrial-plants",
    ru: "activities/industrial-plants",
    uz: "faoliyatlar/sanoat-qurilmalari",
  },
  irrigation: {
    tr: "faaliyetler/tarimsal-sulama",
    en: "activities/agricultural-irrigation",
    ru: "activities/agricultural-irrigation",
    uz: "faoliyatlar/qishloq-sugorish",
  },
  projects: { tr: "projeler", en: "projects", ru: "projects", uz: "projeler" },
  ongoing: {
    tr: "projeler/devam-eden",
    en: "projects/ongoing",
    ru: "projects/ongoing",
    uz: "projeler/davom-etayotgan",
  },
  completed: {
    tr: "projeler/tamamlanan",
    en: "projects/completed",
    ru: "projects/completed",
    uz: "projeler/tugallangan",
  },
  machinePark: { tr: "machine-park", en: "machine-park", ru: "machine-park", uz: "machine-park" },
  media: { tr: "media", en: "media", ru: "media", uz: "media" },
  news: { tr: "media/haberler", en: "media/news", ru: "media/news", uz: "media/yangiliklar" },
  photos: { tr: "media/foto-galeri", en: "media/photo-gallery", ru: "media/photo-gallery", uz: "media/foto-galereya" },
  videos: {
    tr: "media/video-galeri",
    en: "media/video-gallery",
    ru: "media/video-gallery",
    uz: "media/video-galereya",
  },
  contact: { tr: "contact", en: "contact", ru: "contact", uz: "contact" },
  accessibility: { tr: "erisilebilirlik", en: "accessibility", ru: "accessibility", uz: "foydalanish-imkoniyati" },
};
export type PageKey = keyof typeof table;

export function url(key: PageKey, lang: Lang): string {
  const path = table[key]![lang];
  return path ? `/${lang}/${path}` : `/${lang}/`;
}
export const pageKeys = Object.keys(table) as PageKey[];

/** A published project of the demo seed, by slug (its project page exists in every language). */
export const publishedProjectSlug = "ankara-cevre-yolu-viyadugu";

export const hasJs = (info: TestInfo) => !info.project.name.endsWith("-nojs");
export const isPhone = (info: TestInfo) => info.project.name.startsWith("phone");

/** Collects console errors and failed requests of a page; call the result to assert none. */
export function watchForErrors(page: Page): () => void {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document")
      problems.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(problems).toEqual([]);
}
