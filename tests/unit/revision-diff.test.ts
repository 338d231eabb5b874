import { describe, expect, it } from "vitest";

import type { RecordSnapshot } from "~/backend/history";
import { changedSummary, compareSnapshots, htmlText, wordSegments } from "~/features/admin/revision-diff.server";

// The "Geçmiş" view's comparison of two revisions: words added and removed, per field and
// language, in the admin's words.

const snapshot = (row: Record<string, unknown>, translations: RecordSnapshot["translations"] = {}): RecordSnapshot => ({
  row,
  translations,
});

describe("the comparison of two revisions", () => {
  it("marks the words added and removed, keeping the rest", () => {
    expect(wordSegments("Ankara çevre yolu projesi", "Ankara kuzey çevre yolu").segments).toEqual([
      { kind: "same", text: "Ankara " },
      { kind: "added", text: "kuzey " },
      { kind: "same", text: "çevre yolu" },
      { kind: "removed", text: " projesi" },
    ]);
  });

  it("shows texts too different to compare in time whole, and shortens long unchanged stretches", () => {
    const long = "kelime ".repeat(200);
    const segments = wordSegments(`${long}bir`, `${long}iki`).segments;
    expect(segments[0]!.kind).toBe("same");
    expect(segments[0]!.text).toContain(" … ");
    expect(segments[0]!.text.length).toBeLessThan(300);
    const words = (seed: number) => Array.from({ length: 40_000 }, (_, i) => `k${(i * seed) % 9973}`).join(" ");
    const apart = wordSegments(words(7), words(13));
    expect(apart.whole).toBe(true);
    expect(apart.segments.map((s) => s.kind)).toEqual(["removed", "added"]);
  });

  it("reads HTML content as its text, blocks on their own lines", () => {
    expect(htmlText("<h2>Başlık</h2><p>Bir <strong>kalın</strong> söz.</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Başlık\nBir kalın söz.\na\nb",
    );
  });

  it("names what changed per field and language, values in the admin's words", () => {
    const older = snapshot(
      {
        id: "p",
        slug: "baraj",
        status: "draft",
        version: 1,
        updated_at: "x",
        order_index: 0,
        image_url: "/files/project-images/a-bir.png",
      },
      { tr: { title: "Baraj", content: "<p>Eski metin</p>" }, en: { title: "Dam", content: "" } },
    );
    const newer = snapshot(
      { id: "p", slug: "baraj", status: "published", version: 2, updated_at: "y", order_index: 0, image_url: null },
      { tr: { title: "Baraj", content: "<p>Yeni metin</p>" }, en: { title: "The dam", content: "" } },
    );
    const changes = compareSnapshots("project", older, newer);
    expect(changes.map((c) => [c.key, c.label, c.lang])).toEqual([
      ["row.status", "Durum", null],
      ["row.image_url", "Görsel", null],
      ["translations.tr.content", "İçerik", "tr"],
      ["translations.en.title", "Başlık", "en"],
    ]);
    expect(changes[0]).toMatchObject({ before: "Taslak", after: "Yayında", segments: null });
    expect(changes[1]).toMatchObject({ before: "a-bir.png", after: "(boş)" });
    expect(changes[2]!.segments).toEqual([
      { kind: "removed", text: "Eski" },
      { kind: "added", text: "Yeni" },
      { kind: "same", text: " metin" },
    ]);
  });

  it("compares the settings by key, per language and field", () => {
    const changes = compareSnapshots(
      "settings",
      snapshot({ companyName: "Örnek", general: { siteName: "A", description: { tr: "eski", en: "old" } } }),
      snapshot({ companyName: "Örnek", general: { siteName: "A", description: { tr: "yeni", en: "old" } } }),
    );
    expect(changes.map((c) => [c.key, c.label, c.lang])).toEqual([
      ["row.general.description.tr", "Şirket bilgileri: Site açıklaması", "tr"],
    ]);
  });

  it("sums a revision's changes up in one line", () => {
    expect(
      changedSummary("page", [
        "translations.tr.title",
        "translations.en.title",
        "translations.ru.content",
        "row.version",
        "row.content_signature",
      ]),
    ).toBe("Başlık (TR, EN), İçerik (RU) değişti");
    expect(changedSummary("settings", ["row.companyName", "row.activityArea2Title"])).toBe(
      "Şirket adı, Üstyapı: başlık değişti",
    );
    expect(changedSummary("slide", [])).toBe("Değişiklik yok");
  });
});
