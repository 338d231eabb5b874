import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { tinyPng as png } from "../fixtures/images";
import { languages } from "../fixtures/languages";
import { appFetch, atStoredVersion, freshAdminCookie, origin, postForm } from "./app-support";

// The machine park's posts against the built Worker with real D1 and R2: what the browser cannot
// see. Every stored image is an object in R2; none may be left behind by a delete or a
// replacement, and a refused post stores nothing at all.

/** The dialog's post: every field filled, with an image unless `image` is null. */
function machineForm(
  name: string,
  overrides: Record<string, string | null> = {},
  image: File | null = new File([png], "makine.png", { type: "image/png" }),
): FormData {
  const fields: Record<string, string | null> = {
    modelName: "ÖRN-EX 320",
    orderIndex: "5",
    isVisible: "on",
    ...Object.fromEntries(
      languages.flatMap((l) => [
        [`translations.${l}.name`, `${name} ${l}`],
        [`translations.${l}.category`, `Hafriyat ${l}`],
        [`translations.${l}.description`, `Açıklama ${l}`],
      ]),
    ),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
  if (image) form.set("image", image);
  return form;
}

interface Row {
  id: string;
  image_url: string | null;
  is_visible: number;
  order_index: number;
}

async function rowNamed(name: string): Promise<Row | null> {
  return env.DB.prepare(
    `SELECT e.id, e.image_url, e.is_visible, e.order_index FROM equipment e
     JOIN equipment_translations t ON t.equipment_id = e.id AND t.lang_code = 'tr' WHERE t.name = ?1`,
  )
    .bind(`${name} tr`)
    .first<Row>();
}

/** The R2 object behind a /files/<bucket>/<key> URL, or null. */
function objectAt(url: string) {
  return env.FILES.head(url.replace(/^\/files\//, ""));
}

async function storedState() {
  const rows = await env.DB.prepare(
    "SELECT (SELECT COUNT(*) FROM equipment) AS rows, (SELECT COUNT(*) FROM equipment_translations) AS translations",
  ).first<{ rows: number; translations: number }>();
  const objects = await env.FILES.list({ prefix: "equipment-images/" });
  return { ...rows, objects: objects.objects.map((o) => o.key).sort() };
}

describe("the machine park's stored images", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  async function create(name: string, form = machineForm(name)): Promise<Row> {
    const response = await postForm("/admin/machine-park/new", form, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/machine-park");
    const row = await rowNamed(name);
    expect(row).not.toBeNull();
    return row!;
  }

  it("stores a new machine with its image in R2, visible only when the switch was on", async () => {
    const shown = await create("Görünür Makine");
    expect(shown).toMatchObject({ is_visible: 1, order_index: 5 });
    expect(shown.image_url).toMatch(/^\/files\/equipment-images\/.+\.png$/);
    expect(await objectAt(shown.image_url!)).not.toBeNull();

    // An unchecked box sends nothing: the machine is hidden.
    const hidden = await create("Gizli Makine", machineForm("Gizli Makine", { isVisible: null }, null));
    expect(hidden).toMatchObject({ is_visible: 0, image_url: null });
  });

  it("removes the old object when the image is replaced, and the image when it is removed", async () => {
    const before = await create("Görseli Değişen Makine");
    const oldUrl = before.image_url!;

    const replaced = await postForm(
      `/admin/machine-park/${before.id}`,
      await atStoredVersion(
        "equipment",
        before.id,
        machineForm("Görseli Değişen Makine", {}, new File([png], "yeni.png", { type: "image/png" })),
      ),
      cookie,
    );
    expect(replaced.status).toBe(302);
    const after = (await rowNamed("Görseli Değişen Makine"))!;
    expect(after.id).toBe(before.id);
    expect(after.image_url).toMatch(/^\/files\/equipment-images\//);
    expect(after.image_url).not.toBe(oldUrl);
    expect(await objectAt(oldUrl)).toBeNull();
    expect(await objectAt(after.image_url!)).not.toBeNull();

    // Saving without a file keeps the image.
    expect(
      (
        await postForm(
          `/admin/machine-park/${before.id}`,
          await atStoredVersion("equipment", before.id, machineForm("Görseli Değişen Makine", {}, null)),
          cookie,
        )
      ).status,
    ).toBe(302);
    expect((await rowNamed("Görseli Değişen Makine"))!.image_url).toBe(after.image_url);

    const removed = await postForm(
      `/admin/machine-park/${before.id}`,
      await atStoredVersion("equipment", before.id, machineForm("Görseli Değişen Makine", { removeImage: "on" }, null)),
      cookie,
    );
    expect(removed.status).toBe(302);
    expect((await rowNamed("Görseli Değişen Makine"))!.image_url).toBeNull();
    expect(await objectAt(after.image_url!)).toBeNull();
  });

  it("leaves no row or translation when a machine is deleted, its image kept with it in the trash", async () => {
    const machine = await create("Silinecek Makine");
    const response = await postForm(`/admin/machine-park/${machine.id}/delete`, {}, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/machine-park");
    expect(await rowNamed("Silinecek Makine")).toBeNull();
    const translations = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM equipment_translations WHERE equipment_id = ?1",
    )
      .bind(machine.id)
      .first<{ n: number }>();
    expect(translations?.n).toBe(0);
    // The image waits with the machine in the trash, for a restore.
    expect(await objectAt(machine.image_url!)).not.toBeNull();
    const entry = await env.DB.prepare("SELECT label FROM trash_entries WHERE record_id = ?1").bind(machine.id).first();
    expect(entry).toEqual({ label: "Silinecek Makine tr" });

    // Gone is gone: a second delete and an edit of it are 404s.
    expect((await postForm(`/admin/machine-park/${machine.id}/delete`, {}, cookie)).status).toBe(404);
    expect((await postForm(`/admin/machine-park/${machine.id}`, machineForm("Silinecek Makine"), cookie)).status).toBe(
      404,
    );
  });

  it("answers malformed posts with 4xx and stores nothing: no row, no object", async () => {
    const existing = await create("Dokunulmayan Makine");
    const before = await storedState();
    const valid = (overrides: Record<string, string | null>, image?: File | null) =>
      machineForm("Bozuk Makine", overrides, image);
    const posts: Array<[string, string, BodyInit, Record<string, string>?]> = [
      ["missing name", "/admin/machine-park/new", valid({ "translations.ru.name": null })],
      ["blank name", "/admin/machine-park/new", valid({ "translations.uz.name": "   " })],
      ["non-numeric order", "/admin/machine-park/new", valid({ orderIndex: "on iki" })],
      ["negative order", "/admin/machine-park/new", valid({ orderIndex: "-3" })],
      ["oversized category", "/admin/machine-park/new", valid({ "translations.en.category": "x".repeat(10_000) })],
      [
        "text as an image",
        "/admin/machine-park/new",
        valid({}, new File(["not an image"], "resim.png", { type: "image/png" })),
      ],
      [
        "bad edit",
        `/admin/machine-park/${existing.id}`,
        machineForm("Dokunulmayan Makine", { orderIndex: "x" }, new File([png], "yeni.png", { type: "image/png" })),
      ],
      ["JSON", "/admin/machine-park/new", JSON.stringify({ category: "x" }), { "Content-Type": "application/json" }],
      ["broken multipart", "/admin/machine-park/new", "--x\r\nbroken", { "Content-Type": "multipart/form-data" }],
      [
        "declared too large",
        "/admin/machine-park/new",
        "category=x",
        { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(50 * 1024 * 1024) },
      ],
      ["unknown id", "/admin/machine-park/olmayan-ekipman", valid({})],
      ["delete of unknown id", "/admin/machine-park/olmayan-ekipman/delete", new URLSearchParams()],
    ];
    const statuses: Record<string, number> = {};
    for (const [name, path, body, headers] of posts) {
      const response = await appFetch(path, { method: "POST", body, cookie, headers: { Origin: origin, ...headers } });
      await response.arrayBuffer();
      statuses[name] = response.status;
    }
    for (const [name, status] of Object.entries(statuses)) {
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
    }

    expect(await storedState()).toEqual(before);
    expect(await rowNamed("Bozuk Makine")).toBeNull();
    expect(await rowNamed("Dokunulmayan Makine")).toEqual(existing);
  });

  it("says what was wrong, in Turkish, with the typed values kept", async () => {
    const response = await postForm(
      "/admin/machine-park/new",
      machineForm(
        "Yarım Makine",
        { orderIndex: "on iki", "translations.ru.name": "" },
        new File(["x"], "notlar.txt", { type: "text/plain" }),
      ),
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Ad zorunludur");
    expect(html).toContain("Sıra numarası bir sayı olmalıdır.");
    expect(html).toContain("Görsel yüklenemedi: Yalnızca JPEG, PNG, GIF veya WebP görseller yüklenebilir.");
    expect(html).toContain('value="on iki"');
    expect(html).toContain('value="Yarım Makine tr"');
  });
});
