import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { demoContent } from "~/backend/seed/demo-content";
import { demoImageName, demoImageSize, renderDemoImage } from "~/backend/seed/images";
import type { DemoImageSpec } from "~/backend/seed/types";

// The demo seed draws its own pictures: they must be valid PNG files of the promised size,
// the same every time, different per variant, and named stably.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** The chunks of a PNG file, each checked against its CRC. */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: Array<{ type: string; data: Uint8Array; crcOk: boolean }> = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    out.push({
      type: String.fromCharCode(...png.subarray(at + 4, at + 8)),
      data: png.subarray(at + 8, at + 8 + length),
      crcOk: crc32(typeAndData) === view.getUint32(at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

const specs: DemoImageSpec[] = [
  { kind: "hero", scene: "bridge", variant: 1 },
  { kind: "project", scene: "enerji", variant: 2 },
  { kind: "equipment", machine: "excavator", variant: 1 },
  { kind: "logo", initials: "AS", variant: 3 },
  { kind: "about", variant: 1 },
  { kind: "brand", initials: "Öİ" },
];

describe("demo images", () => {
  it.each(specs)("are valid PNG files of the promised size: %o", async (spec) => {
    const png = await renderDemoImage(spec);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    expect(parts[0]?.type).toBe("IHDR");
    expect(parts.at(-1)?.type).toBe("IEND");
    const ihdr = new DataView(parts[0]!.data.buffer, parts[0]!.data.byteOffset);
    const { width, height } = demoImageSize(spec);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([width, height]);
    const channels = parts[0]!.data[9] === 6 ? 4 : 3;
    const pixels = inflateSync(Buffer.concat(parts.filter((c) => c.type === "IDAT").map((c) => c.data)));
    expect(pixels.length).toBe(height * (1 + width * channels));
  });

  it("are the same every time and differ between variants", async () => {
    const a = await renderDemoImage({ kind: "project", scene: "altyapi", variant: 1 });
    const b = await renderDemoImage({ kind: "project", scene: "altyapi", variant: 1 });
    const c = await renderDemoImage({ kind: "project", scene: "altyapi", variant: 2 });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
  });

  it("have stable, URL-safe, distinct names", () => {
    const names = specs.map(demoImageName);
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+\.png$/);
    expect(new Set(names).size).toBe(names.length);
    expect(demoImageName(specs[0]!)).toBe(demoImageName({ ...specs[0]! } as DemoImageSpec));
  });

  it("render the whole demo seed in reasonable time and size", async () => {
    const all: DemoImageSpec[] = [
      demoContent.brandImage,
      demoContent.aboutImage,
      ...demoContent.clientLogos.map((l) => l.image),
      ...demoContent.projects.map((p) => p.image),
      ...demoContent.slides.map((s) => s.image),
      ...demoContent.equipment.map((e) => e.image),
      ...demoContent.media.map((m) => m.image),
    ];
    const started = performance.now();
    let bytes = 0;
    for (const spec of all) bytes += (await renderDemoImage(spec)).byteLength;
    const ms = performance.now() - started;
    console.log(`demo images: ${all.length} rendered in ${ms.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB in all`);
    expect(bytes / all.length).toBeLessThan(200 * 1024);
  });
});
