import { Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { BackendError } from "~/backend/errors";
import { SectionHeader } from "~/components/admin/form-parts";
import { NewRecordLink } from "~/components/admin/record-links";
import { SlideList } from "~/components/admin/slide-list";
import { SortableListCard } from "~/components/admin/sortable-parts";
import { useActionToast } from "~/components/admin/toaster";
import { useOptimisticOrder } from "~/components/admin/use-optimistic-order";
import { loadList } from "~/features/admin/forms.server";
import { sortableListAction } from "~/features/admin/list-order.server";
import {
  applySlideOrder,
  moveSlideByStep,
  sameOrder,
  slideListPostSchema,
  slideTitle,
  type SlideRow,
} from "~/features/admin/slides";
import { adminSection } from "~/features/admin/texts/layout";
import { slideMessages, slideTexts } from "~/features/admin/texts/slides";

import type { Route } from "./+types/slider";

// /admin/slider: the home page's slides in their order; the dialogs are child routes. The action
// takes the list's own posts: a drag's new order (intent=reorder, every id, from a fetcher) and
// the one-step moves of the up/down buttons (intent=move, plain forms).

export async function loader({ context }: Route.LoaderArgs) {
  const { value: slides, error } = await loadList(
    context,
    () => context.get(backendContext).slides.list(),
    [],
    slideMessages.listFailed,
  );
  const rows: SlideRow[] = slides.map((s) => ({
    id: s.id,
    title: slideTitle(s),
    imageUrl: s.imageUrl,
    isActive: s.isActive,
    orderIndex: s.orderIndex,
  }));
  return { rows, error };
}

export async function action({ request, context }: Route.ActionArgs) {
  const slides = context.get(backendContext).slides;
  return sortableListAction(
    { request, context },
    {
      listPath: "/admin/slider",
      schema: slideListPostSchema,
      messages: slideMessages,
      list: () => slides.list(),
      step: moveSlideByStep,
      reorder: async (order) => {
        if (!sameOrder(await slides.list(), order.seen)) throw new BackendError("validation", slideMessages.staleList);
        await slides.reorder(order.ids);
      },
    },
  );
}

export default function SliderManager({ loaderData, actionData }: Route.ComponentProps) {
  const { error } = loaderData;
  const rows = useOptimisticOrder(loaderData.rows, { action: "/admin/slider", apply: applySlideOrder<SlideRow> });
  // A refused up/down move (a plain form post) comes back as this page's action data.
  useActionToast(actionData?.toast);

  return (
    <>
      <SectionHeader
        title={adminSection("slider").label}
        description={slideTexts.description}
        action={<NewRecordLink label={slideTexts.add} />}
      />
      <SortableListCard
        title={slideTexts.list}
        description={slideTexts.cardDescription}
        refused={actionData?.toast?.kind === "error" ? actionData.toast.message : undefined}
        loadError={error}
        empty={rows.items.length === 0 ? slideTexts.empty : null}
      >
        <SlideList rows={rows.items} onReorder={rows.reorder} />
      </SortableListCard>
      <Outlet />
    </>
  );
}
