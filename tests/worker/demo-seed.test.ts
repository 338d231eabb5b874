import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { provisionD1User } from "~/backend/d1/auth";
import { readDemoContent } from "~/backend/seed/demo-content";
import type { DemoContent } from "~/backend/seed/demo-schema";
import { seedDemoContent, type ReadImage } from "~/backend/seed/seed-d1";

import { webpHeader } from "../fixtures/images";
import { d1Harness } from "./d1-harness";

// The demo seed saves through the backend port as the demo admin (decision 010): what it stores
// passes the admin's rules, it only fills an empty database, and a seed that failed half-way is
// recognised rather than left looking complete.

const harness = d1Harness();
const bindings = { db: env.DB, files: env.FILES };
const webpImages: ReadImage = async () => webpHeader;

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

/** The demo content with hostile HTML in the first page and project, as a careless edit might bring. */
function contentWithHostileHtml(): DemoContent {
  const content = structuredClone(readDemoContent());
  content.pages[0]!.translations.tr.content = `<p>Metin</p><script>alert(1)</script><img src="x" onerror="alert(2)">`;
  content.projects[0]!.translations.en.content = `<p><a href="javascript&#0000000058;alert(3)">bağlantı</a></p>`;
  return content;
}

beforeEach(() => harness.reset());

describe("the demo seed", () => {
  it("fills an empty database through the port's rules: HTML cleaned, slugs made, images stored under fresh keys", async () => {
    const content = contentWithHostileHtml();
    expect(await seedDemoContent(bindings, content, webpImages)).toBe("seeded");

    expect(await count("pages")).toBe(content.pages.length);
    expect(await count("menu_items")).toBe(content.menu.length);
    expect(await count("projects")).toBe(content.projects.length);
    expect(await count("homepage_sliders")).toBe(content.slides.length);
    expect(await count("equipment")).toBe(content.equipment.length);
    expect(await count("users")).toBe(content.accounts.length);
    expect(await count("sessions")).toBe(0);

    const { results: html } = await env.DB.prepare(
      "SELECT content FROM page_translations UNION ALL SELECT content FROM project_translations",
    ).all<{ content: string }>();
    for (const { content: stored } of html) expect(stored).not.toMatch(/<script|onerror|javascript/i);

    const project = await env.DB.prepare(
      "SELECT slug, image_url FROM projects ORDER BY order_index, created_at LIMIT 1",
    ).first<{ slug: string; image_url: string }>();
    expect(project!.slug).toBe("ankara-cevre-yolu-viyadugu");
    expect(project!.image_url).toMatch(
      /^\/files\/project-images\/[0-9a-f-]{36}-project-ankara-ring-road-viaduct\.webp$/,
    );
    const logo = await env.DB.prepare("SELECT value FROM site_settings WHERE key = 'general'").first<{
      value: string;
    }>();
    expect(JSON.parse(logo!.value).logoUrl).toMatch(/^\/files\/media-library\/[0-9a-f-]{36}-brand-logo\.webp$/);
  });

  it("runs once: a seeded database is left as it is", async () => {
    await seedDemoContent(bindings, readDemoContent(), webpImages);
    const objects = (await env.FILES.list()).objects.length;
    expect(await seedDemoContent(bindings, readDemoContent(), webpImages)).toBe("already-seeded");
    expect(await count("projects")).toBe(readDemoContent().projects.length);
    expect((await env.FILES.list()).objects.length).toBe(objects);
  });

  it("leaves a database with an account in it alone", async () => {
    await provisionD1User(env.DB, { email: "gercek@example.com", password: "gercek-sifre-123", role: "admin" });
    expect(await seedDemoContent(bindings, readDemoContent(), webpImages)).toBe("not-empty");
    expect(await count("users")).toBe(1);
    expect(await count("pages")).toBe(0);
    expect((await env.FILES.list()).objects.length).toBe(0);
  });

  it("refuses a picture the admin could not upload, and then says the seed did not finish", async () => {
    const notAnImage: ReadImage = async (name) =>
      name.startsWith("machine-") ? new TextEncoder().encode("<svg onload=alert(1)>") : webpHeader;
    await expect(seedDemoContent(bindings, readDemoContent(), notAnImage)).rejects.toThrow(
      "Görsel yüklenemedi: Yalnızca JPEG, PNG, GIF veya WebP görseller yüklenebilir.",
    );
    expect(await count("equipment")).toBe(0);
    await expect(seedDemoContent(bindings, readDemoContent(), webpImages)).rejects.toThrow(
      /did not finish.*npm run db:reset/,
    );
  });
});
