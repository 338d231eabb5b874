import { Link } from "react-router";

import { backendContext } from "~/backend/context.server";
import type { AdminCounts } from "~/backend/port";
import { SectionIcon } from "~/components/admin/section-icon";
import { Card } from "~/components/ui/card";
import { loadList } from "~/features/admin/forms.server";
import { adminPath } from "~/features/admin/sections";
import { adminSections, dashboardTexts, type AdminSectionKey } from "~/features/admin/texts/layout";

import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  // The cards are the way into each section; a failing count must not take them away.
  const { value: counts } = await loadList<AdminCounts | null>(
    context,
    () => context.get(backendContext).overview.counts(),
    null,
    "",
  );
  return { counts };
}

/** What each card counts, in words. */
function countsOf(key: AdminSectionKey, counts: AdminCounts): string[] {
  switch (key) {
    case "projects":
      return [
        dashboardTexts.publishedProjects(counts.publishedProjects),
        dashboardTexts.draftProjects(counts.draftProjects),
      ];
    case "pages":
      return [dashboardTexts.pages(counts.pages)];
    case "slider":
      return [dashboardTexts.activeSlides(counts.activeSlides)];
    case "machine-park":
      return [dashboardTexts.visibleEquipment(counts.visibleEquipment)];
    case "media":
      return [dashboardTexts.files(counts.files)];
    case "users":
      return [dashboardTexts.admins(counts.admins)];
    case "messages":
      return [dashboardTexts.unreadMessages(counts.unreadMessages)];
    default:
      return [];
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  // The first section is this page; the cards lead to the others.
  const [dashboard, ...cards] = adminSections;
  return (
    <>
      <h1 className="text-2xl font-bold text-foreground">{dashboard.label}</h1>
      <p className="mt-1 text-muted-foreground">{dashboardTexts.intro}</p>
      {!counts && <output className="mt-4 block text-sm text-foreground">{dashboardTexts.countsFailed}</output>}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((section) => {
          const figures = counts ? countsOf(section.key, counts) : [];
          return (
            <li key={section.key}>
              <Link
                to={adminPath(section.key)}
                className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Card className="h-full p-5 transition hover:border-secondary hover:shadow-md">
                  <SectionIcon section={section.key} className="size-6 text-secondary" />
                  <h2 className="mt-3 font-semibold text-foreground">{section.label}</h2>
                  <p className="mt-1 text-sm text-muted-foreground">{section.description}</p>
                  {figures.length > 0 && (
                    <p
                      className="mt-3 flex flex-wrap gap-x-3 text-sm font-semibold text-foreground"
                      data-testid={`count-${section.key}`}
                    >
                      {figures.map((figure) => (
                        <span key={figure}>{figure}</span>
                      ))}
                    </p>
                  )}
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
