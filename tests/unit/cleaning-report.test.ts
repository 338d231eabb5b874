import { describe, expect, it } from "vitest";

import { withCleaningNotice } from "~/features/admin/cleaning-notice.server";
import { success } from "~/features/admin/toast";
import { removedByCleaning, sanitizeHtml } from "~/lib/sanitize-html.server";

// The cleaning's report of what it removed (the admin's notice after a save), read from the same
// schema as the cleaning: nothing reported for HTML the editor writes, each kind for what goes.

/** HTML in the shape the rich-text editor writes it (docs/decisions/057-rich-text-editor.md). */
const editorHtml =
  '<h2>Başlık</h2><p>Bir <strong>kalın</strong>, <em>italik</em> ve <u>altı çizili</u> söz; <a href="https://example.com/a">bağlantı</a>.</p>' +
  "<ul><li><p>Bir</p><ul><li><p>İç içe</p></li></ul></li></ul><ol><li><p>Birinci</p></li></ol>" +
  "<blockquote><p>Alıntı</p></blockquote>" +
  '<table><tbody><tr><th colspan="2"><p>Baş</p></th></tr><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>' +
  '<img src="/files/media/x.webp" alt="Şantiye" loading="lazy"><h3>Alt</h3><h4>Daha alt</h4><p>Satır<br>sonu</p>';

/** What the editor wrote in Chromium for the Word fixture of tests/e2e/editor.spec.ts. */
const editorHtmlOfWordPaste =
  '<h2>Proje Özeti</h2><p><strong>Önemli</strong> ve <em>eğik</em> metin <a href="https://example.com/rapor">rapor</a></p>' +
  "<ul><li><p>Kazı</p><ul><li><p>Temel kazısı</p></li></ul></li><li><p>Beton</p></li></ul><ol><li><p>Birinci adım</p></li></ol>" +
  "<table><tbody><tr><td><p><strong>Makine</strong></p></td><td><p>Adet</p></td></tr><tr><td><p>Vinç</p></td><td><p>3</p></td></tr></tbody></table>" +
  '<h4>Alt başlık</h4><table><tbody><tr><th><p>A</p><img loading="lazy" src="/files/media/a.webp" alt="Alt"></th><th><p></p></th></tr></tbody></table>';

describe("removedByCleaning", () => {
  it("reports nothing for what the editor writes, which the cleaning keeps as it is", () => {
    expect(removedByCleaning(editorHtml)).toEqual([]);
    expect(sanitizeHtml(editorHtml)).toBe(editorHtml);
    expect(removedByCleaning(editorHtmlOfWordPaste)).toEqual([]);
    expect(sanitizeHtml(editorHtmlOfWordPaste)).toBe(editorHtmlOfWordPaste);
    expect(removedByCleaning("")).toEqual([]);
  });

  it.each([
    ["<p>a</p><script>alert(1)</script>", ["script"]],
    ['<p style="color:red" class="MsoNormal">a</p>', ["styleAttribute"]],
    ["<p>a<!-- yorum --></p>", ["comment"]],
    ["<p><font face=Arial>a</font></p>", ["unknownElement"]],
    ['<p onclick="x()">a</p>', ["eventAttribute"]],
    ['<a href="javascript:alert(1)">a</a>', ["unsafeUrl"]],
    ['<img src="data:image/png;base64,AAAA" alt="">', ["unsafeUrl", "image"]],
    ['<iframe src="https://example.com"></iframe><form><input></form>', ["embed"]],
    ['<td>a</td><p data-x="1">b</p>', ["unknownElement", "otherAttribute"]],
  ])("names what goes from %s", (html, kinds) => {
    expect(removedByCleaning(html)).toEqual(kinds);
    expect(sanitizeHtml(html)).not.toBe(html);
  });

  it("reports a text past the limit", () => {
    expect(removedByCleaning(`<p>${"a".repeat(500_001)}</p>`)).toContain("tooLong");
  });
});

describe("withCleaningNotice", () => {
  it("leaves the saved toast alone when nothing was removed", () => {
    const done = success("Sayfa güncellendi.");
    expect(withCleaningNotice(done, [editorHtml, ""])).toBe(done);
  });

  it("says, in Turkish, which kinds of markup went, once each", () => {
    const toast = withCleaningNotice(success("Sayfa güncellendi."), [
      '<p style="x">a</p><script>1</script>',
      '<p class="y">b</p>',
    ]);
    expect(toast.kind).toBe("info");
    expect(toast.message).toBe(
      "Sayfa güncellendi. İçerik kaydedildi, ancak izin verilmeyen biçimler kaldırıldı: stil, sınıf ve kimlik öznitelikleri, betik ve stil blokları.",
    );
  });
});
