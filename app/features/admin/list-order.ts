import { idSchema } from "~/backend/schemas";
import { z } from "~/lib/zod";

import { listOrderMessages } from "./texts/list-order";

// What a sortable admin list's action accepts (the menu, the slides): a drag's new order, posted
// by a fetcher as JSON, or a one-step move of an up/down button, a plain form that works
// without JavaScript.

export type MoveDirection = "up" | "down";

const jsonText = z.string({ error: listOrderMessages.missing }).transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.issues.push({ code: "custom", message: listOrderMessages.unreadable, input: text });
    return z.NEVER;
  }
});

/** The posts of a list whose new order is described by `order`. */
export function listPostSchema<O extends z.ZodType>(order: O) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("reorder"), order: jsonText.pipe(order) }),
      z.object({
        intent: z.literal("move"),
        id: idSchema,
        direction: z.enum(["up", "down"], { error: listOrderMessages.invalidDirection }),
      }),
    ],
    { error: listOrderMessages.invalidIntent },
  );
}

/** A refinement for order lists: no id twice. */
export const eachIdOnce = { error: listOrderMessages.duplicateId };
export const distinctIds = (ids: readonly string[]) => new Set(ids).size === ids.length;

/**
 * Reads a post to a sortable list: the parsed post, or the Turkish message saying what was wrong
 * with it. Issues without a message of their own (a malformed id, say) get a generic one.
 */
export function parseListPost<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): { ok: true; post: z.output<S> } | { ok: false; message: string } {
  const input = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string"));
  const result = schema.safeParse(input, {
    error: (issue) =>
      issue.path?.[0] === "order"
        ? listOrderMessages.invalidOrder
        : issue.path?.[0] === "id"
          ? listOrderMessages.invalidId
          : listOrderMessages.invalidRequest,
  });
  if (result.success) return { ok: true, post: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? listOrderMessages.invalidRequest };
}

/** `ids` with `id` moved to where `overId` is; null when nothing would change or either is missing. */
export function moveIdOnto(ids: readonly string[], id: string, overId: string): string[] | null {
  const from = ids.indexOf(id);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** `ids` with `id` moved one place up or down; null at the edge or when it is missing. */
export function moveIdByStep(ids: readonly string[], id: string, direction: MoveDirection): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  return moveIdOnto(ids, id, ids[to]!);
}
