import { describe, expect, it } from "vitest";

import { cleanFileName, uniqueStorageKey } from "~/lib/file-name";

describe("upload file names", () => {
  it("lowercases, transliterates, hyphenates and keeps the extension", () => {
    expect(cleanFileName("Şantiye Fotoğrafı.JPG")).toBe("santiye-fotografi.jpg");
    expect(cleanFileName("Köprü  (Gece) #1.png")).toBe("kopru-gece-1.png");
  });

  it("removes characters other than a-z, 0-9 and hyphens, collapsing and trimming hyphens", () => {
    expect(cleanFileName("--a_b--c--.webp")).toBe("ab-c.webp");
    expect(cleanFileName(" boşluk .gif")).toBe("bosluk.gif");
  });

  it("drops folder parts and gives nameless files a name", () => {
    expect(cleanFileName("C:\\Users\\ayse\\İş Planı.png")).toBe("is-plani.png");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("!!!.png")).toBe("dosya.png");
    expect(cleanFileName(".gitignore")).toBe("gitignore");
  });

  it("stores every upload under a fresh unique prefix", () => {
    const a = uniqueStorageKey("Rapor.pdf");
    const b = uniqueStorageKey("Rapor.pdf");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f-]{36}-rapor\.pdf$/);
  });

  it("cuts a very long name so its storage key stays within 128 characters", () => {
    const long = `${"Şantiye raporu ".repeat(17)}.JPEG`; // ≈ 250 characters
    const cleaned = cleanFileName(long);
    expect(cleaned).toMatch(/^santiye-raporu-[a-z-]*[a-z]\.jpeg$/);
    expect(cleaned.length).toBeLessThanOrEqual(91);
    expect(uniqueStorageKey(long).length).toBeLessThanOrEqual(128);
    expect(cleanFileName(`a.${"x".repeat(40)}`)).toBe(`a.${"x".repeat(10)}`);
  });
});
