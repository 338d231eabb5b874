import { Plus } from "lucide-react";
import { Link, Outlet } from "react-router";
import { backendContext } from "~/backend/context.server";
import { CardGrid, EntityCard } from "~/components/admin/entity-cards";
import { SectionHeader } from "~/components/admin/form-parts";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { equipmentDescription, equipmentMessages, equipmentName, equipmentVisibilityLabel } from "~/features/admin/equipment";
import { loadList } from "~/features/admin/forms.server";
import type { Route } from "./+types/machine-park";

// /admin/machine-park: the equipment cards; the dialogs are child routes in <Outlet/>.

export async function loader({ context }: Route.LoaderArgs) {
  const { value: equipment, error } = await loadList(() => context.get(backendContext).equipment.list(), [], equipmentMessages.listFailed);
  return {
    equipment: equipment.map((machine) => ({
      id: machine.id,
      name: equipmentName(machine),
      category: machine.category,
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
        title="Makine Parkı Yönetimi"
        description="Makine parkındaki ekipmanları ekleyin, düzenleyin, gizleyin ve kaldırın."
        action={
          <Button asChild>
            <Link to="new" preventScrollReset>
              <Plus aria-hidden />
              Yeni Ekipman Ekle
            </Link>
          </Button>
        }
      />
      <CardGrid items={equipment} error={error} empty="Henüz ekipman yok.">
        {(machine) => (
          <EntityCard
            id={machine.id}
            imageUrl={machine.imageUrl}
            badges={<Badge tone={machine.isVisible ? "success" : "warning"}>{equipmentVisibilityLabel(machine.isVisible)}</Badge>}
            title={machine.name}
            caption={machine.category}
            details={
              machine.modelName && (
                <p className="text-sm break-words text-slate-600">
                  Model: <span className="font-medium text-slate-800">{machine.modelName}</span>
                </p>
              )
            }
            description={machine.description}
            editLabel={`${machine.name} ekipmanını düzenle`}
            deleteLabel={`${machine.name} ekipmanını sil`}
          />
        )}
      </CardGrid>
      <Outlet />
    </>
  );
}
