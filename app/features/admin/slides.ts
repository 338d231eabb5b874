import type { z } from "zod";
import { idSchema } from "~/backend/schemas";
import { languages, type PerLang } from "~/i18n/languages";
import { distinctIds, eachIdOnce, listPostSchema, moveIdByStep } from "./list-order";

// The slider manager's texts and the pure logic of its list: a slide's place is its position,
// so every reorder gives all slides order_index 0..n-1.

export const slideMessages = {
  listFailed: "Sliderlar yüklenemedi.",
  created: "Yeni slayt eklendi.",
  updated: "Slayt güncellendi.",
  deleted: "Slayt silindi.",
  reordered: "Slayt sırası güncellendi.",
  deleteFailed: (message: string) => `Slayt silinemedi: ${message}`,
  saveFailed: (message: string) => `Slayt kaydedilemedi: ${message}`,
  reorderFailed: (message: string) => `Sıralama güncellenemedi: ${message}`,
  loadFailed: (message: string) => `Slayt yüklenemedi: ${message}`,
  notFound: "Slayt bulunamadı.",
  cannotMove: "Slayt bu yönde taşınamaz: listenin başında veya sonunda.",
  confirmDelete: (title: string) => `“${title}” slaytını silmek istediğinizden emin misiniz?`,
  untitled: "Başlıksız slayt",
  /** The browser's own word for a new slide without an image; the server's is the same. */
  imageRequired: "Görsel zorunludur.",
};

/** What a slide row needs in the admin list. */
export interface SlideRow {
  id: string;
  title: string;
  imageUrl: string | null;
  isActive: boolean;
  orderIndex: number;
}

/** A slide's name for the admin: the Turkish title, else the first there is. */
export function slideTitle(slide: { translations: PerLang<{ title: string }> }): string {
  // tr is the first language, so the first title in language order is the Turkish one when there is one.
  return languages.map((lang) => slide.translations[lang]?.title.trim() ?? "").find(Boolean) || slideMessages.untitled;
}

/** The rows in the given order, each with order_index = its position: what the list shows at once. */
export function applySlideOrder<T extends { id: string; orderIndex: number }>(rows: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  // Rows the order does not name (none, normally) keep their place after the named ones.
  const rest = rows.filter((row) => !ids.includes(row.id));
  return [...ordered, ...rest].map((row, orderIndex) => ({ ...row, orderIndex }));
}

/** The slide ids after moving `id` one step; null at the list's edge. */
export function moveSlideByStep(rows: readonly { id: string }[], id: string, direction: "up" | "down"): string[] | null {
  return moveIdByStep(
    rows.map((r) => r.id),
    id,
    direction,
  );
}

/** What the slide list's action accepts: every slide id in its new order, or a one-step move. */
export const slideListPostSchema = listPostSchema(idSchema.array().min(1).max(1_000).refine(distinctIds, eachIdOnce));
export type SlideListPost = z.output<typeof slideListPostSchema>;
