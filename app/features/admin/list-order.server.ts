import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";

import { redirectWithToast } from "./flash.server";
import { backendFailure, readForm } from "./forms.server";
import type { MoveDirection } from "./list-order";
import { parseListPost } from "./list-order";
import { failure, success, type Toast } from "./toast";

type ListPost<Order> = { intent: "reorder"; order: Order } | { intent: "move"; id: string; direction: MoveDirection };

/**
 * The action of a sortable admin list (the menu, the slides). A drag's new order comes from a
 * fetcher and is answered with `{ ok, toast }` for `useOptimisticOrder`; an up/down button's
 * one-step move is a plain form post, answered with a redirect back to the list and its toast
 * (or, refused, with the list page and the error).
 */
export async function sortableListAction<Row extends { id: string }, Order>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  spec: {
    listPath: string;
    schema: z.ZodType<ListPost<Order>>;
    messages: { reordered: string; reorderFailed: (message: string) => string; notFound: string; cannotMove: string };
    list: () => Promise<Row[]>;
    /** The order after moving `id` one step, or null at the edge. */
    step: (rows: Row[], id: string, direction: MoveDirection) => Order | null;
    reorder: (order: Order) => Promise<void>;
  },
) {
  const { messages } = spec;
  const refused = (message: string, status: number) =>
    data<{ ok: boolean; toast: Toast }>({ ok: false, toast: failure(messages.reorderFailed(message)) }, { status });

  const read = await readForm(request);
  if (!read.ok) return refused(read.message, read.status);
  const parsed = parseListPost(spec.schema, read.formData);
  if (!parsed.ok) return refused(parsed.message, 400);
  const { post } = parsed;

  try {
    if (post.intent === "reorder") {
      await spec.reorder(post.order);
      return data<{ ok: boolean; toast: Toast }>({ ok: true, toast: success(messages.reordered) });
    }
    const rows = await spec.list();
    if (!rows.some((r) => r.id === post.id)) return refused(messages.notFound, 404);
    const order = spec.step(rows, post.id, post.direction);
    if (!order) return refused(messages.cannotMove, 400);
    await spec.reorder(order);
    return await redirectWithToast(context, spec.listPath, success(messages.reordered));
  } catch (error) {
    return backendFailure(context, error, messages.reorderFailed);
  }
}
