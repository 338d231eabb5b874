import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readDemoContent } from "~/backend/seed/demo-content";
import { demoPageSchema, demoProjectSchema, parseDemoFile } from "~/backend/seed/demo-schema";
import { sniffImageType } from "~/backend/uploads";

import pages from "../../demo-content/pages.json" with { type: "json" };
import projects from "../../demo-content/projects.json" with { type: "json" };

// The demo content files (decision 010): they parse, every picture they name is there as WebP,
// and a broken edit stops the seed with the file and the field it is in.

const imagesDir = path.join(import.meta.dirname, "../../demo-content/images");

function imagesNamed(content: ReturnType<typeof readDemoContent>): Set<string> {
  const { settings } = content;
  return new Set([
    settings.general.logo,
    settings.about_summary_image,
    ...settings.client_logos.map((l) => l.image),
    ...content.projects.map((p) => p.image),
    ...content.slides.map((s) => s.image),
    ...content.equipment.map((e) => e.image),
    ...content.media.map((m) => m.image),
  ]);
}

describe("demo content", () => {
  it("parses, in all four languages, with an admin and a member account", () => {
    const content = readDemoContent();
    expect(content.pages.length).toBeGreaterThan(0);
    expect(content.projects.length).toBeGreaterThan(0);
    expect(content.accounts.map((a) => a.role).sort()).toEqual(["admin", "member"]);
  });

  it("names exactly the pictures of demo-content/images, each a WebP file of modest size", () => {
    const named = imagesNamed(readDemoContent());
    const files = readdirSync(imagesDir);
    expect(new Set(files)).toEqual(named);
    let total = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(imagesDir, file));
      expect(sniffImageType(bytes), file).toBe("image/webp");
      total += statSync(path.join(imagesDir, file)).size;
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it("refuses a broken edit, naming the file and the field", () => {
    const broken = structuredClone(pages) as Array<Record<string, unknown>>;
    delete (broken[3]!.translations as Record<string, Record<string, unknown>>).en!.title;
    broken[5]!.type = "blog";
    expect(() => parseDemoFile("pages.json", demoPageSchema.array(), broken)).toThrow(
      /^demo-content\/pages\.json is not valid demo content:\n {2}\[3\]\.translations\.en\.title: .+\n {2}\[5\]\.type: /,
    );
  });

  it("refuses a picture that is not a WebP file of demo-content/images, and a field it does not know", () => {
    const [first] = structuredClone(projects);
    expect(() =>
      parseDemoFile("projects.json", demoProjectSchema.array(), [{ ...first, image: "../secret.png", slug: "x" }]),
    ).toThrow(
      /projects\.json is not valid demo content:\n.*\[0\]\.image: must be the name of a \.webp file in demo-content\/images[\s\S]*\[0\]: Unrecognized key: "slug"/,
    );
  });
});
