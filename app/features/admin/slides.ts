import { idSchema } from "~/backend/schemas";
import type { PerLang } from "~/i18n/languages";
import { localizedField } from "~/lib/translations";
import { z } from "~/lib/zod";

import { distinctIds, eachIdOnce, listPostSchema, moveIdByStep } from "./list-order";
import { slideTexts } from "./texts/slides";

// The pure logic of the slider manager's list (its words: texts/slides.ts): a slide's place is
// its position, so every reorder gives all slides order_index 0..n-1.

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
  return localizedField(slide.translations, "tr", (t) => t.title) || slideTexts.untitled;
}

/**
 * A drag's new order: every slide id in its new place, and the order the admin saw before the
 * drag. The save is refused when the stored order is no longer the one seen, so a drag never
 * silently undoes another admin's reorder made meanwhile.
 */
export interface SlideOrder {
  ids: string[];
  seen: string[];
}

/** The rows in the given order, each with order_index = its position: what the list shows at once. */
export function applySlideOrder<T extends { id: string; orderIndex: number }>(
  rows: readonly T[],
  { ids }: SlideOrder,
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  // Rows the order does not name (none, normally) keep their place after the named ones.
  const rest = rows.filter((row) => !ids.includes(row.id));
  return [...ordered, ...rest].map((row, orderIndex) => ({ ...row, orderIndex }));
}

/** The order after moving `id` one step; null at the list's edge. */
export function moveSlideByStep(
  rows: readonly { id: string }[],
  id: string,
  direction: "up" | "down",
): SlideOrder | null {
  const seen = rows.map((r) => r.id);
  const ids = moveIdByStep(seen, id, direction);
  return ids && { ids, seen };
}

const slideIds = idSchema.array().min(1).max(1_000).refine(distinctIds, eachIdOnce);

/** What the slide list's action accepts: a drag's new order, or a one-step move. */
export const slideListPostSchema = listPostSchema(z.object({ ids: slideIds, seen: slideIds }));

/** Whether the stored order is still the one the admin saw when dragging. */
export function sameOrder(stored: readonly { id: string }[], seen: readonly string[]): boolean {
  return stored.length === seen.length && stored.every((row, index) => row.id === seen[index]);
}
