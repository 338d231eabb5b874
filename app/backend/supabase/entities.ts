import { projectSlugBase, reservedProjectSlugs } from "~/lib/slug";

import { cleanHtml } from "../content";
import { BackendError } from "../errors";
import { boundsOf, searchTextOf } from "../list-window";
import { duplicateProjectMessage, slideOrderStaleMessage } from "../messages";
import type { EquipmentStore, ProjectStore, SlideStore } from "../port";
import { equipmentInputSchema, idSchema, projectInputSchema, slideInputSchema } from "../schemas";
import { parseInput } from "../validate";
import { imageEntityStore, requireAdmin } from "./admin";
import { rpc, type SupabaseContext } from "./context";
import {
  toEquipment,
  toProject,
  toProjectListItem,
  toSlide,
  type EquipmentRow,
  type ProjectRow,
  type RowSlice,
  type SlideRow,
} from "./records";

// Slides, projects and machines: rows with an image and translations (admin.ts's shape).

export function supabaseSlides(ctx: SupabaseContext): SlideStore {
  const store = imageEntityStore(ctx, {
    functions: { list: "list_slides", save: "save_slide", remove: "delete_slide" },
    bucket: "slider-images",
    label: "Slayt",
    schema: slideInputSchema,
    toRecord: (r: SlideRow) => toSlide(r),
    input: (data) => ({
      buttonLink: data.buttonLink,
      orderIndex: data.orderIndex,
      isActive: data.isActive,
      translations: data.translations,
    }),
  });
  return {
    list: store.list,
    get: store.get,
    save: store.save,
    delete: store.delete,
    async reorder(ids) {
      await requireAdmin(ctx);
      const order = parseInput(idSchema.array().max(1_000), ids);
      await rpc(ctx.session, "reorder_slides", { p_ids: order }, (f) =>
        f.message === "reorder_stale" ? new BackendError("validation", slideOrderStaleMessage) : undefined,
      );
    },
  };
}

export function supabaseProjects(ctx: SupabaseContext): ProjectStore {
  const store = imageEntityStore(ctx, {
    functions: { list: "list_projects", save: "save_project", remove: "delete_project" },
    bucket: "project-images",
    label: "Proje",
    schema: projectInputSchema,
    toRecord: (r: ProjectRow) => toProject(r),
    input: (data) => ({
      category: data.category,
      status: data.status,
      progress: data.progress,
      orderIndex: data.orderIndex,
      // The slug follows the Turkish title (only when it changes): the function picks base,
      // base-1, ... under a lock, skipping the reserved paths.
      slugBase: projectSlugBase(data.translations.tr.title),
      reservedSlugs: [...reservedProjectSlugs],
      translations: Object.fromEntries(
        Object.entries(data.translations).map(([lang, t]) => [lang, { ...t, content: cleanHtml(t.content) }]),
      ),
    }),
    refine: (f) =>
      f.code === "23505"
        ? new BackendError("conflict", duplicateProjectMessage, {
            fieldErrors: { "translations.tr.title": [duplicateProjectMessage] },
            cause: f,
          })
        : undefined,
  });
  return {
    get: store.get,
    save: store.save,
    delete: store.delete,
    async list(window) {
      await requireAdmin(ctx);
      const { offset, limit } = boundsOf(window);
      // Without p_id, list_projects returns summaries (no content); its list of one is store.get's.
      const slice = await rpc<RowSlice<ProjectRow>>(ctx.session, "list_projects", {
        p_offset: offset,
        p_limit: limit,
        p_search: searchTextOf(window),
      });
      return { items: slice.items.map(toProjectListItem), total: slice.total };
    },
  };
}

export function supabaseEquipment(ctx: SupabaseContext): EquipmentStore {
  const store = imageEntityStore(ctx, {
    functions: { list: "list_equipment", save: "save_equipment", remove: "delete_equipment" },
    bucket: "equipment-images",
    label: "Ekipman",
    schema: equipmentInputSchema,
    toRecord: (r: EquipmentRow) => toEquipment(r),
    input: (data) => ({
      category: data.category,
      modelName: data.modelName,
      orderIndex: data.orderIndex,
      isVisible: data.isVisible,
      translations: data.translations,
    }),
  });
  return { list: store.list, get: store.get, save: store.save, delete: store.delete };
}
