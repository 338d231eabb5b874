import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { appFetch, origin, provisionAccounts } from "./app-support";

// One site address (docs/decisions/031-one-site-address.md): this layer's Worker runs with
// SITE_URL = https://site.test. A request on any other host, or over plain http, is answered 301
// to the same path and query there, before any route or the page cache sees it; every absolute
// URL the site writes is SITE_URL's, whatever Host or forwarding header a request carries.

type BuiltWorker = { fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> };
const builtEntry = Object.values(
  import.meta.glob("../../build/server/index.js", { eager: true, import: "default" }),
)[0] as BuiltWorker;
const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

const forgedHosts = ["https://evil.example", "https://insaat-site.acme.workers.dev", "http://site.test"];
const paths = [
  "/",
  "/tr/",
  "/en/projects?page=2",
  "/ru/proekty/zavershennye?utm_source=x&page=1",
  "/tr/yok-boyle-bir-sayfa",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemap.xml?page=2",
  "/files/media-library/logo.webp",
  "/admin",
  "/admin/login",
];

/** Every header and the body, as one text to search for a host in. */
async function everything(response: Response): Promise<string> {
  return [...response.headers].map(([k, v]) => `${k}: ${v}`).join("\n") + "\n" + (await response.text());
}

const absoluteUrls = (html: string) =>
  [...html.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"|<loc>([^<]+)<\/loc>|Sitemap: (\S+)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );

beforeAll(() => provisionAccounts());

describe("one site address", () => {
  it("answers a request on another host, or over http, with 301 to the same path and query on SITE_URL", async () => {
    for (const base of forgedHosts) {
      for (const path of paths) {
        for (const method of ["GET", "HEAD", "POST"]) {
          const host = new URL(base).host;
          const response = await worker.fetch(
            new Request(new URL(path, base), {
              method,
              headers: { Host: host, Origin: base },
              body: method === "POST" ? "email=a%40b.c&password=x" : undefined,
              redirect: "manual",
            }),
          );
          const where = `${method} ${base}${path}`;
          expect(response.status, where).toBe(301);
          expect(response.headers.get("Location"), where).toBe(`${origin}${path}`);
          const text = await everything(response);
          expect(text.replace(`location: ${origin}`, ""), where).not.toContain(host === "site.test" ? "http://" : host);
        }
      }
    }
  });

  it("writes every absolute URL with SITE_URL, whatever Host or forwarding headers a request sends", async () => {
    const forged = {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "http",
      Forwarded: "host=evil.example;proto=http",
    };
    for (const path of ["/tr/", "/en/contact", "/ru/", "/tr/yok-boyle-bir-sayfa", "/robots.txt", "/sitemap.xml"]) {
      const response = await appFetch(path, { headers: forged });
      expect(response.status, path).toBeLessThan(500);
      const text = await everything(response);
      expect(text, path).not.toContain("evil.example");
      const urls = absoluteUrls(text);
      expect(urls.length, path).toBeGreaterThan(0);
      const own = urls.filter((u) => u!.startsWith(`${origin}/`));
      // Besides the site's own, a page links only to the outside world's fixed addresses (schemas).
      expect(
        urls.filter((u) => !own.includes(u) && !/^https?:\/\/(www\.w3\.org|www\.sitemaps\.org)\//.test(u!)),
        path,
      ).toEqual([]);
    }
    const home = await (await appFetch("/tr/", { headers: forged })).text();
    expect(home).toContain(`<link rel="canonical" href="${origin}/tr/"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/en/"/>`);
    expect(home).toContain(`<meta property="og:url" content="${origin}/tr/"/>`);
    expect(await (await appFetch("/robots.txt", { headers: forged })).text()).toContain(
      `Sitemap: ${origin}/sitemap.xml`,
    );
  });

  it("answers 503 and logs SITE_URL when a deployment names no address (never trusting Host)", async () => {
    for (const siteUrl of [undefined, "", "https://www.example.com/tr/"]) {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const response = await builtEntry.fetch(
          new Request(new URL("/tr/", origin)),
          { ...env, SITE_URL: siteUrl },
          createExecutionContext(),
        );
        expect(response.status).toBe(503);
        expect(response.headers.get("Retry-After")).toBe("120");
        expect(await response.text()).not.toMatch(/SITE_URL/);
        expect(logged.mock.calls.flat().map(String).join("\n")).toMatch(/SITE_URL/);
      } finally {
        logged.mockRestore();
      }
    }
  });

  it("writes the request's own origin in local development (SITE_URL = local)", async () => {
    const local = { ...env, SITE_URL: "local" };
    const robots = await builtEntry.fetch(
      new Request("http://127.0.0.1:8788/robots.txt"),
      local,
      createExecutionContext(),
    );
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain("Sitemap: http://127.0.0.1:8788/sitemap.xml");
  });
});
