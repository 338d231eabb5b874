import { Link } from "react-router";
import { SectionIcon } from "~/components/admin/section-icon";
import { Card } from "~/components/ui/card";
import { adminPath, adminSections } from "~/features/admin/sections";

export default function Dashboard() {
  const cards = adminSections.filter((s) => s.key !== "dashboard");
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Kontrol Paneli</h1>
      <p className="mt-1 text-slate-600">Sitenizin içeriğini buradan yönetebilirsiniz.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((section) => (
          <li key={section.key}>
            {section.ready ? (
              <Link to={adminPath(section.key)} className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-brand-orange">
                <Card className="h-full p-5 transition hover:border-brand-steel hover:shadow-md">
                  <SectionIcon section={section.key} className="size-6 text-brand-steel" />
                  <h2 className="mt-3 font-semibold text-slate-900">{section.label}</h2>
                  <p className="mt-1 text-sm text-slate-600">{section.description}</p>
                </Card>
              </Link>
            ) : (
              <Card className="h-full p-5 opacity-60" aria-disabled="true">
                <SectionIcon section={section.key} className="size-6 text-slate-400" />
                <h2 className="mt-3 font-semibold text-slate-700">{section.label}</h2>
                <p className="mt-1 text-sm text-slate-500">{section.description}</p>
                <p className="mt-2 text-xs font-medium uppercase text-slate-400">Yakında</p>
              </Card>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
