import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { demoImageName, demoImageSize, renderDemoImage } from "~/backend/seed/images";
import type { DemoImageSpec } from "~/backend/seed/types";

// Decodes the generated PNGs independently (own CRC, node:zlib, own unfiltering) and checks
// structure, sizes, determinism and that something was actually drawn.

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

interface Chunk {
  type: string;
  data: Uint8Array;
  crcOk: boolean;
}

function chunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: Chunk[] = [];
  let o = 8;
  while (o < png.length) {
    const len = view.getUint32(o);
    const type = String.fromCharCode(...png.subarray(o + 4, o + 8));
    const data = png.subarray(o + 8, o + 8 + len);
    const crc = view.getUint32(o + 8 + len);
    out.push({ type, data, crcOk: crc === crc32(png.subarray(o + 4, o + 8 + len)) });
    o += 12 + len;
  }
  return out;
}

interface Decoded {
  width: number;
  height: number;
  channels: number;
  raw: Uint8Array;
  pixels: Uint8Array;
}

function decode(png: Uint8Array): Decoded {
  const list = chunks(png);
  const ihdr = list[0]!;
  const hv = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, ihdr.data.byteLength);
  const width = hv.getUint32(0), height = hv.getUint32(4);
  const channels = ihdr.data[9] === 6 ? 4 : 3;
  const idat = Buffer.concat(list.filter((c) => c.type === "IDAT").map((c) => c.data));
  const raw = new Uint8Array(inflateSync(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  if (raw.length === height * (stride + 1)) {
    for (let y = 0; y < height; y++) {
      const type = raw[y * (stride + 1)]!;
      for (let i = 0; i < stride; i++) {
        const x = raw[y * (stride + 1) + 1 + i]!;
        const a = i >= channels ? pixels[y * stride + i - channels]! : 0;
        const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
        const c = i >= channels && y > 0 ? pixels[(y - 1) * stride + i - channels]! : 0;
        let pred = 0;
        if (type === 1) pred = a;
        else if (type === 2) pred = b;
        else if (type === 3) pred = (a + b) >> 1;
        else if (type === 4) {
          const p = a + b - c;
          const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
          pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        pixels[y * stride + i] = (x + pred) & 255;
      }
    }
  }
  return { width, height, channels, raw, pixels };
}

function distinctColours(d: Decoded): number {
  const seen = new Set<number>();
  for (let i = 0; i < d.pixels.length; i += d.channels) {
    const a = d.channels === 4 ? d.pixels[i + 3]! : 255;
    seen.add(((d.pixels[i]! << 16) | (d.pixels[i + 1]! << 8) | d.pixels[i + 2]!) * 256 + a);
  }
  return seen.size;
}

const oneOfEach: DemoImageSpec[] = [
  { kind: "hero", scene: "bridge", variant: 1 },
  { kind: "project", scene: "tarimsal", variant: 2 },
  { kind: "equipment", machine: "dump-truck", variant: 1 },
  { kind: "logo", initials: "ÖŞ", variant: 3 },
  { kind: "about", variant: 1 },
  { kind: "brand", initials: "İÇ" },
];

const typicalSeed: DemoImageSpec[] = [
  { kind: "hero", scene: "bridge", variant: 1 },
  { kind: "hero", scene: "towers", variant: 2 },
  { kind: "hero", scene: "industrial", variant: 3 },
  { kind: "hero", scene: "dam", variant: 4 },
  ...(["altyapi", "ustyapi", "restorasyon", "enerji", "endustriyel", "tarimsal", "altyapi", "ustyapi", "enerji"] as const).map(
    (scene, i): DemoImageSpec => ({ kind: "project", scene, variant: i + 1 }),
  ),
  ...(["excavator", "crane", "loader", "dump-truck", "bulldozer", "concrete-mixer", "roller"] as const).map(
    (machine, i): DemoImageSpec => ({ kind: "equipment", machine, variant: i }),
  ),
  ...["AY", "BK", "ÇE", "DG", "ÖZ", "ŞT"].map((initials, i): DemoImageSpec => ({ kind: "logo", initials, variant: i })),
  { kind: "about", variant: 1 },
  { kind: "brand", initials: "YG" },
  { kind: "hero", scene: "bridge", variant: 5 },
  { kind: "hero", scene: "towers", variant: 6 },
  { kind: "hero", scene: "dam", variant: 7 },
];

describe("demoImageSize", () => {
  it("has the documented size for each kind", () => {
    expect(demoImageSize({ kind: "hero", scene: "dam", variant: 0 })).toEqual({ width: 1600, height: 640 });
    expect(demoImageSize({ kind: "project", scene: "enerji", variant: 0 })).toEqual({ width: 800, height: 500 });
    expect(demoImageSize({ kind: "equipment", machine: "roller", variant: 0 })).toEqual({ width: 640, height: 420 });
    expect(demoImageSize({ kind: "logo", initials: "AB", variant: 0 })).toEqual({ width: 320, height: 160 });
    expect(demoImageSize({ kind: "about", variant: 0 })).toEqual({ width: 800, height: 600 });
    expect(demoImageSize({ kind: "brand", initials: "AB" })).toEqual({ width: 240, height: 64 });
  });
});

describe("renderDemoImage", () => {
  it.each(oneOfEach.map((spec) => [demoImageName(spec), spec] as const))("writes a valid PNG: %s", async (_, spec) => {
    const png = await renderDemoImage(spec);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const list = chunks(png);
    expect(list[0]!.type).toBe("IHDR");
    expect(list.at(-1)!.type).toBe("IEND");
    expect(list.some((c) => c.type === "IDAT")).toBe(true);
    for (const chunk of list) expect(chunk.crcOk, `CRC of ${chunk.type}`).toBe(true);
    const ihdr = list[0]!.data;
    expect(ihdr[8]).toBe(8); // bit depth
    expect([2, 6]).toContain(ihdr[9]); // RGB or RGBA
    expect([ihdr[10], ihdr[11], ihdr[12]]).toEqual([0, 0, 0]);

    const d = decode(png);
    expect({ width: d.width, height: d.height }).toEqual(demoImageSize(spec));
    expect(d.raw.length).toBe(d.height * (1 + d.width * d.channels));
    for (let y = 0; y < d.height; y++) expect(d.raw[y * (1 + d.width * d.channels)]).toBeLessThanOrEqual(4);
    // Not one flat colour: scenes use many colours, logo and brand at least background,
    // emblem, text and their smoothed edges.
    const simple = spec.kind === "logo" || spec.kind === "brand";
    expect(distinctColours(d)).toBeGreaterThanOrEqual(simple ? 4 : 24);
  });

  it("gives the brand a transparent background", async () => {
    const d = decode(await renderDemoImage({ kind: "brand", initials: "YG" }));
    expect(d.channels).toBe(4);
    let transparent = 0, opaque = 0;
    for (let i = 3; i < d.pixels.length; i += 4) {
      if (d.pixels[i] === 0) transparent++;
      else if (d.pixels[i] === 255) opaque++;
    }
    expect(transparent).toBeGreaterThan(d.width * d.height * 0.4);
    expect(opaque).toBeGreaterThan(200);
  });

  it("is deterministic, and the variant changes the picture", async () => {
    const spec: DemoImageSpec = { kind: "project", scene: "ustyapi", variant: 1 };
    const a = await renderDemoImage(spec);
    const b = await renderDemoImage({ ...spec });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const c = await renderDemoImage({ ...spec, variant: 2 });
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
    const logo1 = await renderDemoImage({ kind: "logo", initials: "AB", variant: 1 });
    const logo2 = await renderDemoImage({ kind: "logo", initials: "AB", variant: 2 });
    expect(Buffer.from(logo1).equals(Buffer.from(logo2))).toBe(false);
  });

  it("draws the initials: different letters give different logos", async () => {
    const a = await renderDemoImage({ kind: "logo", initials: "OS", variant: 0 });
    const b = await renderDemoImage({ kind: "logo", initials: "ÖŞ", variant: 0 });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it("renders a typical seed compactly", async () => {
    let heroMax = 0, otherMax = 0;
    for (const spec of typicalSeed) {
      const png = await renderDemoImage(spec);
      if (spec.kind === "hero") heroMax = Math.max(heroMax, png.length);
      else otherMax = Math.max(otherMax, png.length);
    }
    expect(heroMax).toBeLessThan(250 * 1024);
    expect(otherMax).toBeLessThan(100 * 1024);
    // Sizes are what it checks; the rendering itself takes seconds on a busy machine.
  }, 30_000);
});

describe("demoImageName", () => {
  it("is ASCII and distinct across specs", () => {
    const names = typicalSeed.map(demoImageName);
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+\.png$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it("transliterates Turkish initials", () => {
    expect(demoImageName({ kind: "hero", scene: "bridge", variant: 1 })).toBe("seed-hero-bridge-1.png");
    expect(demoImageName({ kind: "logo", initials: "ÖİŞ", variant: 2 })).toBe("seed-logo-ois-2.png");
    expect(demoImageName({ kind: "logo", initials: "ÇĞÜI", variant: 0 })).toBe("seed-logo-cgui-0.png");
    expect(demoImageName({ kind: "brand", initials: "YG" })).toBe("seed-brand-yg.png");
    expect(demoImageName({ kind: "equipment", machine: "dump-truck", variant: 3 })).toBe("seed-equipment-dump-truck-3.png");
  });
});
