import { siteOriginContext } from "~/lib/site-address.server";

import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(siteOriginContext);
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
