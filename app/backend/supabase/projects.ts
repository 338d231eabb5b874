import { projectSlugBase, reservedProjectSlugs } from "~/lib/slug";

import { translationsToStore } from "../content";
import type { ProjectListItem, ProjectRecord, ProjectStore } from "../port";
import { refusal } from "../refusals";
import { projectFields } from "../rows";
import { projectInputSchema } from "../schemas";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";
import type { ProjectSaveFields, ProjectRow } from "./database";
import { saveOrRestore } from "./revisions";
import { renamed, sliceOf, times, windowArgs } from "./rows";
import { translatedEntityStore } from "./translated-entity";

export const projectTexts = (r: Pick<ProjectRow, "translations">) =>
  renamed(r.translations, (t) => ({
    title: t.title ?? "",
    description: t.description ?? "",
    content: t.content ?? "",
  }));
const projectOwnFields = (r: ProjectRow): Omit<ProjectRecord, "translations"> => ({
  ...projectFields(r),
  version: r.version,
  ...times(r),
});
export const toProject = (r: ProjectRow): ProjectRecord => ({ ...projectOwnFields(r), translations: projectTexts(r) });
/** A row of the admin list (list_projects without p_id returns no content). */
export const toProjectListItem = (r: ProjectRow): ProjectListItem => ({
  ...projectOwnFields(r),
  translations: renamed(r.translations, (t) => ({ title: t.title ?? "", description: t.description ?? "" })),
});

/** A slug another project takes (the unique key): the spec's words, on the Turkish title. */
const duplicateProject = (f: RpcFailure) =>
  f.code === "23505"
    ? refusal({ code: "duplicateProject" }, { fields: ["translations.tr.title"], cause: f })
    : undefined;

export function supabaseProjects(ctx: SupabaseContext): ProjectStore {
  const store = translatedEntityStore(ctx, {
    bucket: "project-images",
    record: "project",
    schema: projectInputSchema,
    toRecord: (r: ProjectRow) => toProject(r),
    input: async (data): Promise<ProjectSaveFields> => ({
      category: data.category,
      status: data.status,
      progress: data.progress,
      orderIndex: data.orderIndex,
      // The slug follows the Turkish title (only when it changes): the function picks base,
      // base-1, ... under a lock, skipping the reserved paths.
      slugBase: projectSlugBase(data.translations.tr.title),
      reservedSlugs: [...reservedProjectSlugs],
      // Each content cleaned and signed (contentSignature), decision 035.
      translations: await translationsToStore(data.translations, ctx.settings.htmlSigningSecret),
    }),
    calls: {
      // With p_id, list_projects answers the one record whole (its list of one); without, summaries.
      list: async (id) => (await rpc(ctx.session, "list_projects", { p_id: id })).items,
      save: (input) =>
        saveOrRestore(
          ctx,
          "project",
          input.id,
          input,
          () => rpc(ctx.session, "save_project", { p_input: input }, duplicateProject),
          duplicateProject,
        ),
    },
  });
  return {
    ...store,
    async list(window) {
      // Without p_id, list_projects returns summaries (no content); its list of one is store.get's.
      return sliceOf(await rpc(ctx.session, "list_projects", windowArgs(window)), toProjectListItem);
    },
  };
}
