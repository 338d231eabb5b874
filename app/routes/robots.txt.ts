import type { Route } from "./+types/robots.txt";

export function loader({ url }: Route.LoaderArgs) {
  const origin = url.origin;
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
