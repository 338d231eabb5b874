import { data, Link } from "react-router";

import { notFoundTexts } from "~/features/admin/texts/layout";

export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <div className="py-16 text-center">
      <p className="text-5xl font-extrabold text-brand-orange">404</p>
      <h1 className="mt-3 text-xl font-semibold text-foreground">{notFoundTexts.title}</h1>
      <p className="mt-2 text-muted-foreground">{notFoundTexts.message}</p>
      <Link to="/admin/dashboard" className="mt-6 inline-block font-semibold text-secondary hover:underline">
        {notFoundTexts.back}
      </Link>
    </div>
  );
}
