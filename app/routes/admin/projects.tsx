import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { Link, Outlet } from "react-router";
import { backendContext } from "~/backend/context.server";
import { loadList } from "~/features/admin/forms.server";
import { SectionHeader } from "~/components/admin/form-parts";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { projectCategoryLabel, projectMessages, projectProgressLabels, projectStatusLabels, projectTitle } from "~/features/admin/projects";
import { languages } from "~/i18n/languages";
import { pathFor } from "~/i18n/paths";
import type { Route } from "./+types/projects";

// /admin/projects: the project cards (spec section 2); the dialogs are child routes in <Outlet/>.

const placeholderImage = "/images/placeholder.svg";

export async function loader({ context }: Route.LoaderArgs) {
  const { value: projects, error } = await loadList(() => context.get(backendContext).projects.list(), [], projectMessages.listFailed);
  return {
    projects: projects.map((project) => ({
      id: project.id,
      title: projectTitle(project),
      // Like the title: the Turkish text, else the first language that has one.
      description: languages.map((lang) => project.translations[lang]?.description.trim() ?? "").find(Boolean) ?? "",
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
  const { projects, error } = loaderData;
  return (
    <>
      <SectionHeader
        title="Proje Yönetimi"
        description="Projeleri ekleyin, düzenleyin, yayınlayın ve kaldırın."
        action={
          <Button asChild>
            <Link to="new" preventScrollReset>
              <Plus aria-hidden />
              Yeni Proje Ekle
            </Link>
          </Button>
        }
      />
      {error ? (
        <Card>
          <p role="alert" className="p-6 text-sm text-red-700">
            {error}
          </p>
        </Card>
      ) : projects.length === 0 ? (
        <Card>
          <p className="p-6 text-sm text-slate-600">Henüz proje yok.</p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                <img
                  src={project.imageUrl || placeholderImage}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={project.status === "published" ? "success" : "warning"}>{projectStatusLabels[project.status]}</Badge>
                    <Badge>{projectProgressLabels[project.progress]}</Badge>
                  </div>
                  <h2 className="text-base font-semibold break-words text-slate-900">{project.title}</h2>
                  <p className="text-xs font-semibold uppercase tracking-wider text-brand-steel">{project.category}</p>
                  {project.description && <p className="line-clamp-3 text-sm text-slate-600">{project.description}</p>}
                  <div className="mt-auto flex flex-wrap items-center justify-end gap-1 border-t border-slate-100 pt-3">
                    {project.publicPath && (
                      <Button variant="ghost" size="sm" asChild className="mr-auto px-2">
                        <a
                          href={project.publicPath}
                          target="_blank"
                          rel="noreferrer"
                          title="Sitede görüntüle"
                          aria-label={`${project.title} projesini sitede görüntüle (yeni sekmede açılır)`}
                        >
                          <ExternalLink aria-hidden />
                        </a>
                      </Button>
                    )}
                    <Button variant="ghost" size="sm" asChild>
                      <Link to={project.id} preventScrollReset aria-label={`${project.title} projesini düzenle`}>
                        <Pencil aria-hidden />
                        Düzenle
                      </Link>
                    </Button>
                    <Button variant="ghost" size="sm" asChild className="text-red-700 hover:bg-red-50">
                      <Link to={`${project.id}/delete`} preventScrollReset aria-label={`${project.title} projesini sil`}>
                        <Trash2 aria-hidden />
                        Sil
                      </Link>
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Outlet />
    </>
  );
}
