import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import demoEquipment from "../../demo-content/equipment.json" with { type: "json" };
import { appFetch } from "./app-support";

// The machine park in each language shows each machine's category in that language (issue 35):
// the demo content's machines, stored as the seed stores them, read on the public pages.

const turkishCategories = demoEquipment.map((machine) => machine.translations.tr.category);

beforeAll(async () => {
  await env.DB.batch(
    demoEquipment.flatMap((machine, i) => [
      env.DB.prepare("INSERT INTO equipment (id, model_name, order_index, is_visible) VALUES (?1, ?2, ?3, 1)").bind(
        `demo-${machine.key}`,
        machine.modelName,
        i,
      ),
      ...Object.entries(machine.translations).map(([lang, t]) =>
        env.DB.prepare(
          "INSERT INTO equipment_translations (equipment_id, lang_code, name, category, description) VALUES (?1, ?2, ?3, ?4, ?5)",
        ).bind(`demo-${machine.key}`, lang, t.name, t.category, t.description),
      ),
    ]),
  );
});

const pageText = async (path: string) => {
  const response = await appFetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("machine categories on the public machine park", () => {
  it.each(["/uz/machine-park", "/ru/machine-park"])(
    "%s shows no Turkish category of the demo content",
    async (path) => {
      const html = await pageText(path);
      const lang = path.split("/")[1] as "uz" | "ru";
      for (const machine of demoEquipment) expect(html).toContain(machine.translations[lang].category);
      for (const turkish of turkishCategories) expect(html).not.toContain(turkish);
    },
  );

  it("shows the Turkish ones on the Turkish page", async () => {
    const html = await pageText("/tr/machine-park");
    for (const turkish of turkishCategories) expect(html).toContain(turkish);
  });
});
