import type { Redirect } from "~/backend/redirects";

import { pathFor } from "../site/urls";

/** A redirect's old path as a visitor typed it: a record's old slug where its path is now, or the kept path. */
export function redirectFromPath(r: Pick<Redirect, "lang" | "from">): string {
  if (r.from.kind === "path") return `/${r.lang}/${r.from.path}`;
  return r.from.kind === "page"
    ? pathFor(r.lang, { kind: "page", type: r.from.type, slug: r.from.slug })
    : pathFor(r.lang, { kind: "project", slug: r.from.slug });
}
