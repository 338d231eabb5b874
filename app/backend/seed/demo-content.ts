import equipment from "../../../demo-content/equipment.json" with { type: "json" };
import media from "../../../demo-content/media.json" with { type: "json" };
import menu from "../../../demo-content/menu.json" with { type: "json" };
import pages from "../../../demo-content/pages.json" with { type: "json" };
import projects from "../../../demo-content/projects.json" with { type: "json" };
import settings from "../../../demo-content/settings.json" with { type: "json" };
import slides from "../../../demo-content/slides.json" with { type: "json" };
import { demoAccounts } from "./demo-accounts";
import {
  demoEquipmentSchema,
  demoMediaFileSchema,
  demoMenuItemSchema,
  demoPageSchema,
  demoProjectSchema,
  demoSettingsSchema,
  demoSlideSchema,
  parseDemoFile,
  type DemoContent,
} from "./demo-schema";

// The demo content of the fictional company "Örnek İnşaat Mühendislik A.Ş.", in all four site
// languages: data in demo-content/*.json, pictures in demo-content/images. Everything there is
// invented: the company, its clients, projects, machines and addresses do not exist, and the
// .example domain is reserved.

/** Every demo content file, parsed; throws naming the file and field when one does not fit. */
export function readDemoContent(): DemoContent {
  const content: DemoContent = {
    settings: parseDemoFile("settings.json", demoSettingsSchema, settings),
    pages: parseDemoFile("pages.json", demoPageSchema.array(), pages),
    menu: parseDemoFile("menu.json", demoMenuItemSchema.array(), menu),
    projects: parseDemoFile("projects.json", demoProjectSchema.array(), projects),
    slides: parseDemoFile("slides.json", demoSlideSchema.array(), slides),
    equipment: parseDemoFile("equipment.json", demoEquipmentSchema.array(), equipment),
    media: parseDemoFile("media.json", demoMediaFileSchema.array(), media),
    accounts: demoAccounts,
  };
  const problems = crossFileProblems(content);
  if (problems.length > 0)
    throw new Error(`demo-content is not consistent:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return content;
}

/** What the schemas cannot see: keys that must be unique, parents that must exist. */
function crossFileProblems(content: DemoContent): string[] {
  const problems: string[] = [];
  const duplicates = (file: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${file}: the key "${key}" is used twice`);
      seen.add(key);
    }
  };
  const keyed: Array<[string, Array<{ key: string }>]> = [
    ["pages.json", content.pages],
    ["menu.json", content.menu],
    ["projects.json", content.projects],
    ["slides.json", content.slides],
    ["equipment.json", content.equipment],
  ];
  for (const [file, items] of keyed)
    duplicates(
      file,
      items.map((item) => item.key),
    );
  const menuKeys = new Set(content.menu.map((m) => m.key));
  for (const item of content.menu) {
    if (item.parentKey !== null && !menuKeys.has(item.parentKey))
      problems.push(`menu.json: "${item.key}" has the unknown parent "${item.parentKey}"`);
  }
  if (!content.accounts.some((a) => a.role === "admin"))
    problems.push("accounts.json: no admin account, so nothing could be saved");
  return problems;
}
