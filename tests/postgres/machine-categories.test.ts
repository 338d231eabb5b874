import { describe, expect, it } from "vitest";

import { testDatabases, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, rpcFailure, withFixtureDatabase } from "./support";

// A machine's category in every language (supabase/migrations/20261214090000): saved per
// language by save_equipment, read by visitors with the machine's other texts, written by
// admins only.

type Machine = { id: string; version: number; translations: Record<string, { category: string }> };

describe.each(testDatabases())("machine categories on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  const machine = {
    modelName: "K1",
    isVisible: true,
    translations: {
      tr: { name: "Kule Vinç", category: "Vinç", description: "" },
      en: { name: "Tower Crane", category: "Crane", description: "" },
      ru: { name: "Башенный кран", category: "Кран", description: "" },
      uz: { name: "Minorali kran", category: "", description: "" },
    },
  };

  it.skipIf(!open)("are saved per language and read by visitors with the machine's texts", async () => {
    const saved = await rpc<{ record: Machine }>(db, claims.admin, "save_equipment", machine);
    expect(saved.record.translations).toMatchObject({
      tr: { category: "Vinç" },
      en: { category: "Crane" },
      ru: { category: "Кран" },
      uz: { category: "" },
    });
    const shown = await rpc<Machine[]>(db, null, "site_equipment");
    expect(shown.find((m) => m.id === saved.record.id)?.translations.ru).toMatchObject({ category: "Кран" });

    const edited = await rpc<{ record: Machine }>(db, claims.admin, "save_equipment", {
      ...machine,
      id: saved.record.id,
      version: saved.record.version,
      translations: { ...machine.translations, uz: { name: "Minorali kran", category: "Kran", description: "" } },
    });
    expect(edited.record.translations.uz).toMatchObject({ category: "Kran" });
    // The category is a text of the translation rows only: the machine's row has none.
    expect(
      await db.query(
        "select column_name from information_schema.columns where table_name = 'equipment' and column_name = 'category'",
      ),
    ).toEqual([]);
  });

  it.skipIf(!open)("are written by admins only", async () => {
    for (const caller of [claims.anon, claims.member])
      expect(await rpcFailure(db, caller, "save_equipment", machine)).toMatchObject({ code: expect.any(String) });
    const [row] = await db.query<{ category: string }>(
      "select category from public.equipment_translations where equipment_id = 'm-pub' and lang_code = 'tr'",
    );
    await db.as(null, (q) =>
      q("update public.equipment_translations set category = 'anon' where equipment_id = 'm-pub'").catch(() => null),
    );
    expect(
      await db.query(
        "select category from public.equipment_translations where equipment_id = 'm-pub' and lang_code = 'tr'",
      ),
    ).toEqual([row]);
  });
});
