import { Link } from "react-router";

import { SectionHeader } from "~/components/admin/form-parts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ArrowRight } from "~/components/ui/icons";
import { settingsHistoryPath } from "~/features/admin/history-targets";
import { settingsSection, settingsSectionPath, settingsSections } from "~/features/admin/settings-sections";
import { historyTexts } from "~/features/admin/texts/history";
import { adminSection } from "~/features/admin/texts/layout";
import { settingsTexts } from "~/features/admin/texts/settings";

// /admin/site-settings: "Genel Site Ayarları" as a list of its sections, each a page of its own
// saved on its own (docs/decisions/055). Nothing is read here: the list is the same for everyone.

export default function SiteSettings() {
  return (
    <>
      <SectionHeader
        title={adminSection("site-settings").label}
        description={settingsTexts.description}
        action={
          <Button variant="outline" asChild>
            <Link to={settingsHistoryPath}>{historyTexts.open}</Link>
          </Button>
        }
      />
      <nav aria-label={settingsTexts.sectionsLabel}>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {settingsSections.map(({ key }) => {
            const section = settingsSection(key)!;
            return (
              <li key={key}>
                <Card className="h-full">
                  <Link
                    to={settingsSectionPath(key)}
                    className="flex h-full items-start justify-between gap-3 rounded-xl p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span>
                      <span className="block font-semibold text-foreground">{section.label}</span>
                      <span className="mt-1 block text-sm text-muted-foreground">{section.description}</span>
                    </span>
                    <ArrowRight className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
