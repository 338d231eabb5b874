import { Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { CardGrid, EntityCard } from "~/components/admin/entity-cards";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch } from "~/components/admin/list-controls";
import { NewRecordLink } from "~/components/admin/record-links";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/icons";
import { loadList } from "~/features/admin/forms.server";
import { adminPager, emptySlice, emptyText, readAdminList } from "~/features/admin/paging";
import { projectCategoryLabel, projectDescription, projectTitle } from "~/features/admin/projects";
import { adminSection } from "~/features/admin/texts/layout";
import { searchPlaceholders } from "~/features/admin/texts/list";
import {
  projectMessages,
  projectProgressLabels,
  projectStatusLabels,
  projectTexts,
} from "~/features/admin/texts/projects";
import { pathFor } from "~/features/site/urls";

import type { Route } from "./+types/projects";

// /admin/projects: the project cards (docs/product.md §5.5); the dialogs are child routes in <Outlet/>.

export async function loader({ context, url }: Route.LoaderArgs) {
  const request = readAdminList(url, "cards");
  const { value, error } = await loadList(
    context,
    () => context.get(backendContext).projects.list(request.window),
    emptySlice,
    projectMessages.listFailed,
  );
  return {
    pager: adminPager("/admin/projects", request, value),
    projects: value.items.map((project) => ({
      id: project.id,
      title: projectTitle(project),
      description: projectDescription(project),
      category: projectCategoryLabel(project.category),
      status: project.status,
      progress: project.progress,
      imageUrl: project.imageUrl,
      publicPath: project.status === "published" ? pathFor("tr", { kind: "project", slug: project.slug }) : null,
    })),
    error,
  };
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, pager, error } = loaderData;
  return (
    <>
      <SectionHeader
        title={adminSection("projects").label}
        description={adminSection("projects").description}
        action={<NewRecordLink label={projectTexts.add} />}
      />
      <ListSearch pager={pager} what={adminSection("projects").label} placeholder={searchPlaceholders.projects} />
      <CardGrid items={projects} error={error} empty={emptyText(pager, projectTexts.empty)}>
        {(project) => (
          <EntityCard
            id={project.id}
            imageUrl={project.imageUrl}
            badges={
              <>
                <Badge tone={project.status === "published" ? "success" : "warning"}>
                  {projectStatusLabels[project.status]}
                </Badge>
                <Badge>{projectProgressLabels[project.progress]}</Badge>
              </>
            }
            title={project.title}
            caption={project.category}
            description={project.description}
            editLabel={projectTexts.edit(project.title)}
            deleteLabel={projectTexts.delete(project.title)}
            leadingAction={
              project.publicPath && (
                <Button variant="ghost" size="sm" asChild className="mr-auto px-2">
                  <a
                    href={project.publicPath}
                    target="_blank"
                    rel="noreferrer"
                    title={projectTexts.viewOnSite}
                    aria-label={projectTexts.viewOnSiteLabel(project.title)}
                  >
                    <ExternalLink aria-hidden />
                  </a>
                </Button>
              )
            }
          />
        )}
      </CardGrid>
      <ListPager pager={pager} />
      <Outlet />
    </>
  );
}
