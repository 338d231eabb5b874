import { describe, expect, it, vi } from "vitest";

import { storedHtml, translationsToStore, trustedHtml } from "~/backend/content";

// Stored HTML and its signature (app/backend/content.ts, docs/decisions/035): what the backend
// stores of admin-written HTML, and what a public page shows of what it reads back.

const secret = "test-secret-0123456789abcdef0123456789";
const dirty = '<h1>Başlık</h1><script>alert(1)</script><p onclick="x()">Metin</p>';
const clean = "<h2>Başlık</h2><p>Metin</p>";

describe("stored HTML", () => {
  it("is stored cleaned, with a signature of the cleaned HTML under the secret", async () => {
    const stored = await storedHtml(dirty, secret);
    expect(stored.html).toBe(clean);
    expect(stored.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await storedHtml(dirty, secret)).signature).toBe(stored.signature);
    expect((await storedHtml(dirty, `${secret}x`)).signature).not.toBe(stored.signature);
    expect(await storedHtml(dirty, undefined)).toEqual({ html: clean, signature: "" });
    expect(await storedHtml("", secret)).toEqual({ html: "", signature: "" });
  });

  it("is shown as stored when its signature vouches for it, and cleaned otherwise", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { signature } = await storedHtml(clean, secret);
    expect(await trustedHtml(clean, signature, secret)).toBe(clean);
    // Other HTML beside the signature (written past the port), another secret (rotated), none at
    // all (unset), no or a malformed signature: cleaned when shown, never refused.
    expect(await trustedHtml(dirty, signature, secret)).toBe(clean);
    expect(await trustedHtml(dirty, signature, `${secret}x`)).toBe(clean);
    expect(await trustedHtml(dirty, signature, undefined)).toBe(clean);
    for (const forged of ["", "0".repeat(64), "zz", signature.toUpperCase(), `${signature}00`])
      expect(await trustedHtml(dirty, forged, secret)).toBe(clean);
    expect(await trustedHtml("", "", secret)).toBe("");
  });

  it("stores every language's content with its own signature", async () => {
    const stored = await translationsToStore(
      { tr: { title: "T", content: dirty }, en: { title: "E", content: "<p>x</p>" } },
      secret,
    );
    expect(stored.tr).toMatchObject({
      title: "T",
      content: clean,
      contentSignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await trustedHtml(stored.en.content, stored.en.contentSignature, secret)).toBe("<p>x</p>");
    // One language's signature does not vouch for another text.
    expect(await trustedHtml("<h1>y</h1>", stored.en.contentSignature, secret)).toBe("<h2>y</h2>");
  });
});
