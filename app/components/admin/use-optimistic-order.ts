import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";

import type { Toast } from "~/features/admin/toast";

import { useToaster } from "./toaster";

/** What a sortable list's action answers a drag's reorder post with. */
export interface ReorderAnswer {
  ok: boolean;
  toast: Toast;
}

/**
 * The rows of a sortable admin list as shown: the loader's, or after a drop the new order at
 * once while a fetcher posts it (`intent=reorder`, `order` as JSON) to the list's action. A
 * refused save puts the previous rows back and reloads the list from the server, in case it
 * changed meanwhile; either way the answer's toast is shown. A saved order is followed by the
 * reloaded list, which then wins.
 */
export function useOptimisticOrder<Row, Order>(
  loaded: Row[],
  options: {
    /** The list route's path, whose action takes the post. */
    action: string;
    /** The rows with an order applied: what the list shows until the server answers. */
    apply: (rows: Row[], order: Order) => Row[];
  },
) {
  const [items, setItems] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  if (loaded !== seen) {
    // New loader data (after any save, delete or reorder): the server's list wins.
    setSeen(loaded);
    setItems(loaded);
  }

  const fetcher = useFetcher<ReorderAnswer>();
  const previous = useRef<Row[] | null>(null);
  const handled = useRef<unknown>(null);
  const show = useToaster();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer?.toast || answer === handled.current) return;
    handled.current = answer;
    if (!answer.ok) {
      // Back to the list as it was at once; then the server's list, in case it changed meanwhile.
      if (previous.current) setItems(previous.current);
      void revalidate();
    }
    previous.current = null;
    show(answer.toast);
  }, [fetcher.data, show, revalidate]);

  const reorder = (order: Order) => {
    previous.current = items;
    setItems(options.apply(items, order));
    void fetcher.submit(
      { intent: "reorder", order: JSON.stringify(order) },
      { method: "post", action: options.action },
    );
  };
  return { items, reorder };
}
