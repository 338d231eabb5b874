import { beforeAll, describe, expect, it } from "vitest";

import { testDatabases, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, withFixtureDatabase } from "./support";

// A picked image's words for visitors (supabase/migrations/20261217090000, decision 054): anon and
// a member read a media-library row only while a public record (published project, active slide,
// visible machine) shows its file, and anon only its key and alt texts; the public reads hand
// those texts out as image_alt.

const libraryUrl = (key: string) => `https://proje.supabase.co/storage/v1/object/public/media-library/${key}`;

describe.each(testDatabases())("public alt texts of picked images on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));
  beforeAll(async () => {
    if (!open) return;
    await db.exec(`
      insert into public.media_library (id, file_name, file_path, file_type, size_kb, alt_text, caption) values
        ('alt-shown', 'vinc.webp', 'alt-shown.webp', 'image/webp', 1, '{"tr":"Kule vinç","en":"Tower crane"}', '{"tr":"Gizli not"}'),
        ('alt-draft', 'taslak.webp', 'alt-draft.webp', 'image/webp', 1, '{"tr":"Taslak"}', '{}'),
        ('alt-unused', 'bos.webp', 'alt-unused.webp', 'image/webp', 1, '{"tr":"Boş"}', '{}');
      update public.projects set image_url = '${libraryUrl("alt-shown.webp")}' where id = 'm-pub';
      update public.projects set image_url = '${libraryUrl("alt-draft.webp")}' where id = 'm-hid';
      update public.homepage_sliders set image_url = '${libraryUrl("alt-draft.webp")}' where id = 'm-hid';
      update public.equipment set image_url = '${libraryUrl("alt-draft.webp")}' where id = 'm-hid';`);
  });

  const seen = (caller: keyof typeof claims) =>
    db.as(claims[caller], (q) => q<{ file_path: string }>("select file_path from public.media_library order by 1"));

  it.skipIf(!open)(
    "lets visitors read only the rows of images public records show, and two columns of them",
    async () => {
      expect(await seen("anon")).toEqual([{ file_path: "alt-shown.webp" }]);
      expect(await seen("member")).toEqual([{ file_path: "alt-shown.webp" }]);
      expect((await seen("admin")).map((r) => r.file_path)).toEqual(
        expect.arrayContaining(["alt-draft.webp", "alt-shown.webp", "alt-unused.webp"]),
      );
      await expect(db.as(null, (q) => q("select file_name, caption from public.media_library"))).rejects.toMatchObject({
        code: "42501",
      });

      // Shown by a visible machine only now: still readable; by nothing public: gone.
      await db.exec(`update public.equipment set image_url = '${libraryUrl("alt-shown.webp")}' where id = 'm-pub'`);
      await db.exec("update public.projects set status = 'draft' where id = 'm-pub'");
      expect(await seen("anon")).toEqual([{ file_path: "alt-shown.webp" }]);
      await db.exec("update public.equipment set is_visible = false where id = 'm-pub'");
      expect(await seen("anon")).toEqual([]);
      await db.exec(
        "update public.equipment set is_visible = true where id = 'm-pub'; update public.projects set status = 'published' where id = 'm-pub'",
      );
    },
  );

  it.skipIf(!open)("hands the alt texts to the public reads, none for an image outside the library", async () => {
    const project = await rpc<{ image_alt: unknown }>(db, null, "site_project", "m-pub");
    expect(project.image_alt).toEqual({ tr: "Kule vinç", en: "Tower crane" });
    const machines = await rpc<{ id: string; image_alt: unknown }[]>(db, null, "site_equipment");
    expect(machines.find((m) => m.id === "m-pub")?.image_alt).toEqual({ tr: "Kule vinç", en: "Tower crane" });
    const home = await rpc<{ slides: { id: string; image_alt: unknown }[] }>(db, null, "site_home", 6, []);
    expect(home.slides.find((s) => s.id === "m-pub")?.image_alt).toBeNull();
  });
});
