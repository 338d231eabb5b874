import { Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { CardGrid, EntityCard } from "~/components/admin/entity-cards";
import { SectionHeader } from "~/components/admin/form-parts";
import { NewRecordLink } from "~/components/admin/record-links";
import { Badge } from "~/components/ui/badge";
import {
  equipmentCategory,
  equipmentDescription,
  equipmentName,
  equipmentVisibilityLabel,
} from "~/features/admin/equipment";
import { loadList } from "~/features/admin/forms.server";
import { equipmentMessages, equipmentTexts } from "~/features/admin/texts/equipment";
import { adminSection } from "~/features/admin/texts/layout";

import type { Route } from "./+types/machine-park";

// /admin/machine-park: the equipment cards; the dialogs are child routes in <Outlet/>.

export async function loader({ context }: Route.LoaderArgs) {
  const { value: equipment, error } = await loadList(
    context,
    () => context.get(backendContext).equipment.list(),
    [],
    equipmentMessages.listFailed,
  );
  return {
    equipment: equipment.map((machine) => ({
      id: machine.id,
      name: equipmentName(machine),
      category: equipmentCategory(machine),
      modelName: machine.modelName,
      description: equipmentDescription(machine),
      isVisible: machine.isVisible,
      imageUrl: machine.imageUrl,
    })),
    error,
  };
}

export default function MachinePark({ loaderData }: Route.ComponentProps) {
  const { equipment, error } = loaderData;
  return (
    <>
      <SectionHeader
        title={adminSection("machine-park").label}
        description={equipmentTexts.description}
        action={<NewRecordLink label={equipmentTexts.add} />}
      />
      <CardGrid items={equipment} error={error} empty={equipmentTexts.empty}>
        {(machine) => (
          <EntityCard
            id={machine.id}
            imageUrl={machine.imageUrl}
            badges={
              <Badge tone={machine.isVisible ? "success" : "warning"}>
                {equipmentVisibilityLabel(machine.isVisible)}
              </Badge>
            }
            title={machine.name}
            caption={machine.category}
            details={
              machine.modelName && (
                <p className="text-sm wrap-anywhere text-muted-foreground">
                  {equipmentTexts.model} <span className="font-medium text-foreground">{machine.modelName}</span>
                </p>
              )
            }
            description={machine.description}
            editLabel={equipmentTexts.edit(machine.name)}
            deleteLabel={equipmentTexts.delete(machine.name)}
          />
        )}
      </CardGrid>
      <Outlet />
    </>
  );
}
