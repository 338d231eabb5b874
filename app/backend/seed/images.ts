import type { DemoImageSpec, DemoMachine } from "./types";

// The demo seed's pictures, drawn here without any network or package: flat illustrations
// rasterised into an RGBA buffer (at 2x, then averaged down for smooth edges) and encoded as PNG
// with the platform's CompressionStream. Only standard web APIs, so it runs the same in workerd
// and in Node. Deterministic: variation comes from a small PRNG seeded by the spec.

type Size = { width: number; height: number };

const SIZES: Record<DemoImageSpec["kind"], Size> = {
  hero: { width: 1600, height: 640 },
  project: { width: 800, height: 500 },
  equipment: { width: 640, height: 420 },
  logo: { width: 320, height: 160 },
  about: { width: 800, height: 600 },
  brand: { width: 240, height: 64 },
};

export function demoImageSize(spec: DemoImageSpec): Size {
  const size = SIZES[spec.kind];
  return { width: size.width, height: size.height };
}

// ---------------------------------------------------------------------------------------------
// Names

const TRANSLIT: Record<string, string> = {
  ö: "o", Ö: "o", ü: "u", Ü: "u", ş: "s", Ş: "s", ç: "c", Ç: "c", ğ: "g", Ğ: "g", ı: "i", İ: "i", I: "i", i: "i",
};

function asciiSlug(text: string): string {
  let out = "";
  for (const ch of text) {
    out += TRANSLIT[ch] ?? ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  return out.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

function variantTag(variant: number): string {
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  return v < 0 ? `m${-v}` : String(v);
}

/** A stable file name for the spec: "seed-<kind>-<details>.png", only [a-z0-9-]. */
export function demoImageName(spec: DemoImageSpec): string {
  const part = (s: string) => asciiSlug(s) || "x";
  switch (spec.kind) {
    case "hero":
      return `seed-hero-${part(spec.scene)}-${variantTag(spec.variant)}.png`;
    case "project":
      return `seed-project-${part(spec.scene)}-${variantTag(spec.variant)}.png`;
    case "equipment":
      return `seed-equipment-${part(spec.machine)}-${variantTag(spec.variant)}.png`;
    case "logo":
      return `seed-logo-${part(spec.initials)}-${variantTag(spec.variant)}.png`;
    case "about":
      return `seed-about-${variantTag(spec.variant)}.png`;
    case "brand":
      return `seed-brand-${part(spec.initials)}.png`;
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering entry point

/** Draws the spec's picture and returns the PNG file's bytes. */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Uint8Array> {
  const { width, height } = demoImageSize(spec);
  const c = new Canvas(width, height, 2);
  switch (spec.kind) {
    case "hero": {
      const rng = makeRng(`hero:${spec.scene}:${spec.variant}`);
      const offset = { bridge: 0, towers: 1, industrial: 2, dam: 3 }[spec.scene] ?? 0;
      const p = paletteFor(spec.variant + offset);
      if (spec.scene === "towers") heroTowers(c, p, rng);
      else if (spec.scene === "industrial") heroIndustrial(c, p, rng);
      else if (spec.scene === "dam") heroDam(c, p, rng);
      else heroBridge(c, p, rng, spec.variant);
      break;
    }
    case "project": {
      const rng = makeRng(`project:${spec.scene}:${spec.variant}`);
      const p = paletteFor(spec.variant);
      switch (spec.scene) {
        case "ustyapi":
          projectBuildings(c, p, rng);
          break;
        case "restorasyon":
          projectRestoration(c, p, rng);
          break;
        case "enerji":
          projectEnergy(c, p, rng, spec.variant);
          break;
        case "endustriyel":
          projectFactory(c, p, rng);
          break;
        case "tarimsal":
          projectFarmland(c, rng, spec.variant);
          break;
        default:
          projectViaduct(c, p, rng, spec.variant);
      }
      break;
    }
    case "equipment":
      drawEquipment(c, spec.machine, spec.variant);
      break;
    case "logo":
      drawLogo(c, spec.initials, spec.variant);
      break;
    case "about":
      if (mod(spec.variant, 2) === 1) drawBlueprint(c, makeRng(`about:${spec.variant}`));
      else drawAbout(c, paletteFor(spec.variant + 1), makeRng(`about:${spec.variant}`));
      break;
    case "brand":
      drawBrand(c, spec.initials);
      break;
  }
  const channels = spec.kind === "brand" ? 4 : 3;
  return encodePng(c.resolve(channels), width, height, channels);
}

// ---------------------------------------------------------------------------------------------
// Small helpers

type Rng = () => number;

function makeRng(key: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mod(n: number, m: number): number {
  const v = Number.isFinite(n) ? Math.trunc(n) : 0;
  return ((v % m) + m) % m;
}

function mix(a: number, b: number, t: number): number {
  const ar = (a >> 16) & 255, ag = (a >> 8) & 255, ab = a & 255;
  const br = (b >> 16) & 255, bg = (b >> 8) & 255, bb = b & 255;
  const r = Math.round(ar + (br - ar) * t), g = Math.round(ag + (bg - ag) * t), bl = Math.round(ab + (bb - ab) * t);
  return (r << 16) | (g << 8) | bl;
}

const shade = (c: number, t: number) => mix(c, 0x000000, t);
const tintWhite = (c: number, t: number) => mix(c, 0xffffff, t);

function pick<T>(list: readonly T[], i: number): T {
  return list[mod(i, list.length)]!;
}

const ORANGE = 0xf28c28;
const AMBER = 0xf5b529;
const NAVY = 0x1d2b44;
const WHITE = 0xffffff;

// ---------------------------------------------------------------------------------------------
// Canvas: an RGBA buffer at `ss` times the logical size, with a simple affine (offset + scale)
// transform, a clip rectangle and scanline rasterisers. Coordinates are logical pixels.

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function packOpaque(color: number): number {
  const r = (color >> 16) & 255, g = (color >> 8) & 255, b = color & 255;
  return LITTLE_ENDIAN ? (r | (g << 8) | (b << 16) | (255 << 24)) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
}

class Canvas {
  readonly w: number;
  readonly h: number;
  readonly ss: number;
  readonly dw: number;
  readonly dh: number;
  readonly data: Uint8Array;
  private readonly u32: Uint32Array;
  private tx = 0;
  private ty = 0;
  private kx = 1;
  private ky = 1;
  private cx0 = 0;
  private cy0 = 0;
  private cx1: number;
  private cy1: number;
  private xs = new Float64Array(64);
  private dp = new Float64Array(512);
  private readonly quad = [0, 0, 0, 0, 0, 0, 0, 0];

  constructor(w: number, h: number, ss: number) {
    this.w = w;
    this.h = h;
    this.ss = ss;
    this.dw = w * ss;
    this.dh = h * ss;
    this.data = new Uint8Array(this.dw * this.dh * 4);
    this.u32 = new Uint32Array(this.data.buffer);
    this.cx1 = this.dw;
    this.cy1 = this.dh;
  }

  /** Logical (x, y) maps to (tx + k*x, ty + ky*y). */
  transform(tx: number, ty: number, k = 1, ky = k): void {
    this.tx = tx;
    this.ty = ty;
    this.kx = k;
    this.ky = ky;
  }

  resetTransform(): void {
    this.transform(0, 0, 1, 1);
  }

  private X(x: number): number {
    return (this.tx + this.kx * x) * this.ss;
  }

  private Y(y: number): number {
    return (this.ty + this.ky * y) * this.ss;
  }

  clip(x: number, y: number, w: number, h: number): void {
    const a = this.X(x), b = this.X(x + w), c = this.Y(y), d = this.Y(y + h);
    this.cx0 = Math.max(0, Math.round(Math.min(a, b)));
    this.cx1 = Math.min(this.dw, Math.round(Math.max(a, b)));
    this.cy0 = Math.max(0, Math.round(Math.min(c, d)));
    this.cy1 = Math.min(this.dh, Math.round(Math.max(c, d)));
  }

  noClip(): void {
    this.cx0 = 0;
    this.cy0 = 0;
    this.cx1 = this.dw;
    this.cy1 = this.dh;
  }

  private span(y: number, x0: number, x1: number, color: number, alpha: number): void {
    if (y < this.cy0 || y >= this.cy1) return;
    if (x0 < this.cx0) x0 = this.cx0;
    if (x1 > this.cx1) x1 = this.cx1;
    if (x1 <= x0) return;
    const row = y * this.dw;
    if (alpha >= 1) {
      this.u32.fill(packOpaque(color), row + x0, row + x1);
      return;
    }
    if (alpha <= 0) return;
    const a = Math.round(alpha * 256), ia = 256 - a;
    const r = ((color >> 16) & 255) * a, g = ((color >> 8) & 255) * a, b = (color & 255) * a;
    const d = this.data;
    for (let i = (row + x0) * 4, end = (row + x1) * 4; i < end; i += 4) {
      d[i] = (d[i]! * ia + r) >> 8;
      d[i + 1] = (d[i + 1]! * ia + g) >> 8;
      d[i + 2] = (d[i + 2]! * ia + b) >> 8;
      const da = d[i + 3]!;
      d[i + 3] = da + (((255 - da) * a) >> 8);
    }
  }

  fill(color: number): void {
    this.u32.fill(packOpaque(color));
  }

  rect(x: number, y: number, w: number, h: number, color: number, alpha = 1): void {
    const a = this.X(x), b = this.X(x + w), c = this.Y(y), d = this.Y(y + h);
    const x0 = Math.ceil(Math.min(a, b) - 0.5), x1 = Math.ceil(Math.max(a, b) - 0.5);
    const y0 = Math.max(this.cy0, Math.ceil(Math.min(c, d) - 0.5)), y1 = Math.min(this.cy1, Math.ceil(Math.max(c, d) - 0.5));
    for (let yy = y0; yy < y1; yy++) this.span(yy, x0, x1, color, alpha);
  }

  /** Fills a polygon given as flat [x0, y0, x1, y1, ...] (even-odd rule). */
  poly(pts: readonly number[], color: number, alpha = 1): void {
    const n = pts.length >> 1;
    if (n < 3) return;
    if (this.dp.length < n * 2) this.dp = new Float64Array(n * 4);
    const dp = this.dp;
    let minY = Infinity, maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      const x = this.X(pts[i * 2]!), y = this.Y(pts[i * 2 + 1]!);
      dp[i * 2] = x;
      dp[i * 2 + 1] = y;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    const y0 = Math.max(this.cy0, Math.ceil(minY - 0.5)), y1 = Math.min(this.cy1, Math.ceil(maxY - 0.5));
    if (this.xs.length < n) this.xs = new Float64Array(n * 2);
    const xs = this.xs;
    for (let y = y0; y < y1; y++) {
      const sy = y + 0.5;
      let count = 0;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const ay = dp[j * 2 + 1]!, by = dp[i * 2 + 1]!;
        if ((ay <= sy && by > sy) || (by <= sy && ay > sy)) {
          const ax = dp[j * 2]!, bx = dp[i * 2]!;
          xs[count++] = ax + ((sy - ay) * (bx - ax)) / (by - ay);
        }
      }
      for (let i = 1; i < count; i++) {
        const v = xs[i]!;
        let k = i - 1;
        while (k >= 0 && xs[k]! > v) {
          xs[k + 1] = xs[k]!;
          k--;
        }
        xs[k + 1] = v;
      }
      for (let i = 0; i + 1 < count; i += 2) {
        this.span(y, Math.ceil(xs[i]! - 0.5), Math.ceil(xs[i + 1]! - 0.5), color, alpha);
      }
    }
  }

  ellipse(x: number, y: number, rx: number, ry: number, color: number, alpha = 1): void {
    const cx = this.X(x), cy = this.Y(y);
    const RX = Math.abs(rx * this.kx) * this.ss, RY = Math.abs(ry * this.ky) * this.ss;
    if (RX <= 0 || RY <= 0) return;
    const y0 = Math.max(this.cy0, Math.ceil(cy - RY - 0.5)), y1 = Math.min(this.cy1, Math.ceil(cy + RY - 0.5));
    for (let yy = y0; yy < y1; yy++) {
      const dy = (yy + 0.5 - cy) / RY;
      const q = 1 - dy * dy;
      if (q <= 0) continue;
      const hw = RX * Math.sqrt(q);
      this.span(yy, Math.ceil(cx - hw - 0.5), Math.ceil(cx + hw - 0.5), color, alpha);
    }
  }

  circle(x: number, y: number, r: number, color: number, alpha = 1): void {
    this.ellipse(x, y, r, r * Math.abs(this.kx / this.ky), color, alpha);
  }

  line(x0: number, y0: number, x1: number, y1: number, width: number, color: number, alpha = 1, caps = false): void {
    const dx = x1 - x0, dy = y1 - y0;
    const len = Math.hypot(dx, dy);
    if (len > 0) {
      const nx = (-dy / len) * width * 0.5, ny = (dx / len) * width * 0.5;
      const q = this.quad;
      q[0] = x0 + nx;
      q[1] = y0 + ny;
      q[2] = x1 + nx;
      q[3] = y1 + ny;
      q[4] = x1 - nx;
      q[5] = y1 - ny;
      q[6] = x0 - nx;
      q[7] = y0 - ny;
      this.poly(q, color, alpha);
    }
    if (caps) {
      this.circle(x0, y0, width / 2, color, alpha);
      if (len > 0) this.circle(x1, y1, width / 2, color, alpha);
    }
  }

  /** Thick polyline with round joins (draw opaque: joins overlap). */
  polyline(pts: readonly number[], width: number, color: number, caps = true): void {
    const n = pts.length >> 1;
    for (let i = 0; i + 1 < n; i++) this.line(pts[i * 2]!, pts[i * 2 + 1]!, pts[i * 2 + 2]!, pts[i * 2 + 3]!, width, color);
    for (let i = caps ? 0 : 1; i < (caps ? n : n - 1); i++) this.circle(pts[i * 2]!, pts[i * 2 + 1]!, width / 2, color);
  }

  strokeRect(x: number, y: number, w: number, h: number, width: number, color: number, alpha = 1): void {
    this.rect(x, y, w, width, color, alpha);
    this.rect(x, y + h - width, w, width, color, alpha);
    this.rect(x, y + width, width, h - 2 * width, color, alpha);
    this.rect(x + w - width, y + width, width, h - 2 * width, color, alpha);
  }

  /** Vertical gradient from c0 (top) to c1 (bottom), flat per row. */
  vgrad(x: number, y: number, w: number, h: number, c0: number, c1: number): void {
    const a = this.X(x), b = this.X(x + w), c = this.Y(y), d = this.Y(y + h);
    const top = Math.min(c, d), bottom = Math.max(c, d);
    const x0 = Math.ceil(Math.min(a, b) - 0.5), x1 = Math.ceil(Math.max(a, b) - 0.5);
    const y0 = Math.max(this.cy0, Math.ceil(top - 0.5)), y1 = Math.min(this.cy1, Math.ceil(bottom - 0.5));
    const flip = this.ky < 0;
    for (let yy = y0; yy < y1; yy++) {
      let t = (yy + 0.5 - top) / (bottom - top || 1);
      if (flip) t = 1 - t;
      this.span(yy, x0, x1, mix(c0, c1, Math.min(1, Math.max(0, t))), 1);
    }
  }

  /** Mirrors the picture above logical row `y` into the rows below it, blended at `alpha`. */
  reflect(y: number, alpha: number, wobble: number): void {
    const top = Math.round(y * this.ss);
    const a = Math.round(alpha * 256), ia = 256 - a;
    const d = this.data, dw = this.dw;
    for (let yy = top; yy < this.dh; yy++) {
      const dist = yy - top;
      const src = top - 1 - dist;
      if (src < 0) break;
      const shift = Math.round(Math.sin(dist * 0.09) * wobble * this.ss * Math.min(1, dist / (40 * this.ss)));
      const rowD = yy * dw * 4, rowS = src * dw * 4;
      for (let x = 0; x < dw; x++) {
        let sx = x + shift;
        if (sx < 0) sx = 0;
        else if (sx >= dw) sx = dw - 1;
        const i = rowD + x * 4, j = rowS + sx * 4;
        d[i] = (d[i]! * ia + d[j]! * a) >> 8;
        d[i + 1] = (d[i + 1]! * ia + d[j + 1]! * a) >> 8;
        d[i + 2] = (d[i + 2]! * ia + d[j + 2]! * a) >> 8;
      }
    }
  }

  /** Text in the built-in 5x7 bitmap font, top-left at (x, y), `scale` logical pixels per dot. */
  text(str: string, x: number, y: number, scale: number, color: number): void {
    let cx = x;
    for (const ch of normaliseText(str)) {
      const g = GLYPHS[ch];
      if (g) {
        for (let row = 0; row < 7; row++) {
          const bits = g.rows[row] ?? 0;
          for (let col = 0; col < 5; col++) {
            if (bits & (16 >> col)) this.rect(cx + col * scale, y + row * scale, scale, scale, color);
          }
        }
        for (let i = 0; i + 1 < g.marks.length; i += 2) {
          this.rect(cx + g.marks[i]! * scale, y + g.marks[i + 1]! * scale, scale, scale, color);
        }
      }
      cx += 6 * scale;
    }
  }

  /** Averages the supersampled buffer down to the logical size: RGB (3) or RGBA (4). */
  resolve(channels: 3 | 4): Uint8Array<ArrayBuffer> {
    const { w, h, ss, dw, data } = this;
    const out = new Uint8Array(w * h * channels);
    const n = ss * ss;
    let o = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let r = 0, g = 0, b = 0, al = 0;
        for (let sy = 0; sy < ss; sy++) {
          let i = ((y * ss + sy) * dw + x * ss) * 4;
          for (let sx = 0; sx < ss; sx++, i += 4) {
            if (channels === 3) {
              r += data[i]!;
              g += data[i + 1]!;
              b += data[i + 2]!;
            } else {
              const a = data[i + 3]!;
              r += data[i]! * a;
              g += data[i + 1]! * a;
              b += data[i + 2]! * a;
              al += a;
            }
          }
        }
        if (channels === 3) {
          out[o++] = (r + (n >> 1)) / n;
          out[o++] = (g + (n >> 1)) / n;
          out[o++] = (b + (n >> 1)) / n;
        } else if (al === 0) {
          out[o++] = 0;
          out[o++] = 0;
          out[o++] = 0;
          out[o++] = 0;
        } else {
          out[o++] = Math.round(r / al);
          out[o++] = Math.round(g / al);
          out[o++] = Math.round(b / al);
          out[o++] = Math.round(al / n);
        }
      }
    }
    return out;
  }
}

function arcPts(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps: number): number[] {
  const pts: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    pts.push(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry);
  }
  return pts;
}

/** A band between two arcs (angles in radians, y down). */
function ringPts(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number, steps = 24): number[] {
  const outer = arcPts(cx, cy, r1, r1, a0, a1, steps);
  const inner = arcPts(cx, cy, r0, r0, a1, a0, steps);
  return outer.concat(inner);
}

/** A rectangle topped with a half circle (an arch opening). */
function archWindow(c: Canvas, x: number, y: number, w: number, h: number, color: number, alpha = 1): void {
  const r = w / 2;
  c.rect(x, y + r, w, h - r, color, alpha);
  c.clip(x - 1, y - 1, w + 2, r + 1);
  c.ellipse(x + r, y + r, r, r, color, alpha);
  c.noClip();
}

function roundRect(c: Canvas, x: number, y: number, w: number, h: number, r: number, color: number): void {
  r = Math.min(r, w / 2, h / 2);
  c.rect(x + r, y, w - 2 * r, h, color);
  c.rect(x, y + r, w, h - 2 * r, color);
  c.circle(x + r, y + r, r, color);
  c.circle(x + w - r, y + r, r, color);
  c.circle(x + r, y + h - r, r, color);
  c.circle(x + w - r, y + h - r, r, color);
}

// ---------------------------------------------------------------------------------------------
// Bitmap font: 5x7 dots, rows as 5-bit masks (16 = leftmost), Turkish letters as base + marks.

interface Glyph {
  rows: readonly number[];
  marks: readonly number[];
}

const BASE_GLYPHS: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  "0": [14, 17, 19, 21, 25, 17, 14],
  "1": [4, 12, 4, 4, 4, 4, 14],
  "2": [14, 17, 1, 2, 4, 8, 31],
  "3": [31, 2, 4, 2, 1, 17, 14],
  "4": [2, 6, 10, 18, 31, 2, 2],
  "5": [31, 16, 30, 1, 1, 17, 14],
  "6": [6, 8, 16, 30, 17, 17, 14],
  "7": [31, 1, 2, 4, 8, 8, 8],
  "8": [14, 17, 17, 14, 17, 17, 14],
  "9": [14, 17, 17, 15, 1, 2, 12],
  "-": [0, 0, 0, 31, 0, 0, 0],
  ".": [0, 0, 0, 0, 0, 12, 12],
  "&": [12, 18, 20, 8, 21, 18, 13],
};

const TWO_DOTS = [1, -2, 3, -2];
const GLYPHS: Record<string, Glyph> = {};
for (const [ch, rows] of Object.entries(BASE_GLYPHS)) GLYPHS[ch] = { rows, marks: [] };
GLYPHS["Ö"] = { rows: BASE_GLYPHS.O!, marks: TWO_DOTS };
GLYPHS["Ü"] = { rows: BASE_GLYPHS.U!, marks: TWO_DOTS };
GLYPHS["İ"] = { rows: BASE_GLYPHS.I!, marks: [2, -2] };
GLYPHS["Ğ"] = { rows: BASE_GLYPHS.G!, marks: [1, -3, 3, -3, 1, -2, 2, -2, 3, -2] };
GLYPHS["Ş"] = { rows: BASE_GLYPHS.S!, marks: [2, 7, 2, 8, 1, 8] };
GLYPHS["Ç"] = { rows: BASE_GLYPHS.C!, marks: [2, 7, 2, 8, 1, 8] };

function normaliseText(str: string): string[] {
  const out: string[] = [];
  for (const ch of str) {
    if (ch === "i") out.push("İ");
    else if (ch === "ı") out.push("I");
    else out.push(ch.toUpperCase());
  }
  return out;
}

function textWidth(str: string, scale: number): number {
  const n = normaliseText(str).length;
  return n > 0 ? (n * 6 - 1) * scale : 0;
}

// ---------------------------------------------------------------------------------------------
// PNG encoding

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Filters each row with whichever of None/Sub/Up/Paeth has the smallest sum of |signed bytes|. */
function filterRows(px: Uint8Array, width: number, height: number, ch: number): Uint8Array<ArrayBuffer> {
  const stride = width * ch;
  const out = new Uint8Array(height * (stride + 1));
  const abs = (v: number) => (v < 128 ? v : 256 - v);
  for (let y = 0; y < height; y++) {
    const cur = y * stride, prev = cur - stride;
    let sNone = 0, sSub = 0, sUp = 0, sPaeth = 0;
    for (let i = 0; i < stride; i++) {
      const x = px[cur + i]!;
      const a = i >= ch ? px[cur + i - ch]! : 0;
      const b = y > 0 ? px[prev + i]! : 0;
      const c = i >= ch && y > 0 ? px[prev + i - ch]! : 0;
      sNone += abs(x);
      sSub += abs((x - a) & 255);
      sUp += abs((x - b) & 255);
      sPaeth += abs((x - paeth(a, b, c)) & 255);
    }
    let type = 0, best = sNone;
    if (sSub < best) {
      type = 1;
      best = sSub;
    }
    if (sUp < best) {
      type = 2;
      best = sUp;
    }
    if (sPaeth < best) type = 4;
    let o = y * (stride + 1);
    out[o++] = type;
    for (let i = 0; i < stride; i++) {
      const x = px[cur + i]!;
      const a = i >= ch ? px[cur + i - ch]! : 0;
      const b = y > 0 ? px[prev + i]! : 0;
      let v = x;
      if (type === 1) v = x - a;
      else if (type === 2) v = x - b;
      else if (type === 4) v = x - paeth(a, b, i >= ch && y > 0 ? px[prev + i - ch]! : 0);
      out[o++] = v & 255;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

async function zlibDeflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new CompressionStream("deflate");
  const writer = stream.writable.getWriter();
  const written = writer.write(data).then(() => writer.close());
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.length;
  }
  await written;
  const out = new Uint8Array(total);
  let o = 0;
  for (const chunk of chunks) {
    out.set(chunk, o);
    o += chunk.length;
  }
  return out;
}

async function encodePng(px: Uint8Array, width: number, height: number, channels: 3 | 4): Promise<Uint8Array> {
  const idat = await zlibDeflate(filterRows(px, width, height, channels));
  const ihdr = new Uint8Array(13);
  const hv = new DataView(ihdr.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  const chunks: [string, Uint8Array][] = [
    ["IHDR", ihdr],
    ["IDAT", idat],
    ["IEND", new Uint8Array(0)],
  ];
  const size = 8 + chunks.reduce((s, [, d]) => s + 12 + d.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([137, 80, 78, 71, 13, 10, 26, 10], 0);
  let o = 8;
  for (const [type, data] of chunks) {
    view.setUint32(o, data.length);
    for (let i = 0; i < 4; i++) out[o + 4 + i] = type.charCodeAt(i);
    out.set(data, o + 8);
    view.setUint32(o + 8 + data.length, crc32(out, o + 4, o + 8 + data.length));
    o += 12 + data.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Palettes (time of day) and shared scenery

interface Palette {
  sky0: number;
  sky1: number;
  sky2: number;
  sun: number;
  glow: number;
  hasSun: boolean;
  cloud: number;
  cloud2: number;
  far: number;
  mid: number;
  near: number;
  ground: number;
  ground2: number;
  water: number;
  water2: number;
  ripple: number;
  cable: number;
  haze: number;
  dim: number;
  night: boolean;
  grass: number;
  grass2: number;
  lit: number;
}

const PALETTES: readonly Palette[] = [
  {
    // clear day
    sky0: 0x3f78b8, sky1: 0x86b4dc, sky2: 0xd9eaf4, sun: 0xfff8e0, glow: 0xffffff, hasSun: true,
    cloud: 0xf6f9fc, cloud2: 0xdbe7f1, far: 0xb1c6d8, mid: 0x88a3bb, near: 0x5f7b95,
    ground: 0x9a9c80, ground2: 0x7a7e66, water: 0x4a86b8, water2: 0x22507a, ripple: 0xd3e6f3,
    cable: 0xf2f6fa, haze: 0xffffff, dim: 0, night: false, grass: 0x86ab5e, grass2: 0x648c46, lit: 0xffd27a,
  },
  {
    // golden hour
    sky0: 0x2f4f85, sky1: 0xc98f86, sky2: 0xf8cd8f, sun: 0xfff1c0, glow: 0xffd58f, hasSun: true,
    cloud: 0xf8d3b0, cloud2: 0xe2a98f, far: 0xbb959a, mid: 0x856f88, near: 0x554b6a,
    ground: 0x86705d, ground2: 0x65564b, water: 0x5f7399, water2: 0x2b3b62, ripple: 0xf8cd8f,
    cable: 0xfde8cc, haze: 0xf2a66e, dim: 0.14, night: false, grass: 0x8f9a58, grass2: 0x6c7a46, lit: 0xffd27a,
  },
  {
    // dusk, lights on
    sky0: 0x0e1830, sky1: 0x2d416e, sky2: 0xd88b5c, sun: 0xf3efe0, glow: 0xb9c6e0, hasSun: false,
    cloud: 0x3d4c74, cloud2: 0x2d3a60, far: 0x34426a, mid: 0x252f50, near: 0x18203a,
    ground: 0x1d2438, ground2: 0x141a2b, water: 0x1f3050, water2: 0x0d1528, ripple: 0xe2a070,
    cable: 0xa3b2ca, haze: 0x1a2440, dim: 0.5, night: true, grass: 0x26334a, grass2: 0x1c2740, lit: 0xffc766,
  },
  {
    // soft morning
    sky0: 0x78acd9, sky1: 0xbad5ea, sky2: 0xf8e0c4, sun: 0xfffbf0, glow: 0xfff0d6, hasSun: true,
    cloud: 0xffffff, cloud2: 0xe7eef6, far: 0xc5d0dc, mid: 0xa0b3c5, near: 0x7389a1,
    ground: 0xa3a184, ground2: 0x83856a, water: 0x6ea3ca, water2: 0x3b6f99, ripple: 0xeef6fb,
    cable: 0xffffff, haze: 0xfff4e6, dim: 0.06, night: false, grass: 0x90b56a, grass2: 0x6e9650, lit: 0xffe0a0,
  },
];

function paletteFor(variant: number): Palette {
  return pick(PALETTES, variant);
}

/** A material colour under the palette's light. */
function lit(p: Palette, color: number): number {
  return mix(color, p.haze, p.dim);
}

function skyAt(p: Palette, y: number, horizon: number): number {
  const m = horizon * 0.6;
  return y < m ? mix(p.sky0, p.sky1, y / m) : mix(p.sky1, p.sky2, Math.min(1, (y - m) / (horizon - m)));
}

function drawSky(c: Canvas, p: Palette, rng: Rng, horizon: number, sunX: number, sunY: number): void {
  const m = horizon * 0.6;
  c.vgrad(0, 0, c.w, m, p.sky0, p.sky1);
  c.vgrad(0, m, c.w, horizon - m + 2, p.sky1, p.sky2);
  c.rect(0, horizon + 2, c.w, c.h - horizon, p.sky2);
  const unit = c.h / 500;
  if (p.night) {
    for (let i = 0; i < 40; i++) {
      const x = rng() * c.w, y = rng() * horizon * 0.5;
      c.circle(x, y, (0.8 + rng() * 0.8) * unit, 0xffffff, 0.35 + rng() * 0.5);
    }
    const r = 16 * unit;
    c.circle(sunX, sunY, r * 2.2, p.glow, 0.08);
    c.circle(sunX, sunY, r, p.sun);
    c.circle(sunX + r * 0.45, sunY - r * 0.25, r * 0.9, skyAt(p, sunY, horizon));
  } else if (p.hasSun) {
    const r = 30 * unit;
    c.circle(sunX, sunY, r * 3.2, p.glow, 0.1);
    c.circle(sunX, sunY, r * 2.1, p.glow, 0.14);
    c.circle(sunX, sunY, r * 1.45, p.glow, 0.2);
    c.circle(sunX, sunY, r, p.sun);
  }
}

function cloud(c: Canvas, p: Palette, x: number, y: number, s: number): void {
  c.ellipse(x + 6 * s, y + 3 * s, 62 * s, 9 * s, p.cloud2);
  c.circle(x - 30 * s, y - 8 * s, 20 * s, p.cloud);
  c.circle(x + 2 * s, y - 20 * s, 28 * s, p.cloud);
  c.circle(x + 36 * s, y - 7 * s, 18 * s, p.cloud);
  c.rect(x - 52 * s, y - 8 * s, 104 * s, 10 * s, p.cloud);
  c.circle(x - 52 * s, y - 3 * s, 5 * s, p.cloud);
  c.circle(x + 52 * s, y - 3 * s, 5 * s, p.cloud);
}

function clouds(c: Canvas, p: Palette, rng: Rng, n: number, x0: number, x1: number, y0: number, y1: number, s: number): void {
  for (let i = 0; i < n; i++) {
    const x = x0 + ((i + 0.2 + rng() * 0.6) / n) * (x1 - x0);
    cloud(c, p, x, y0 + rng() * (y1 - y0), s * (0.7 + rng() * 0.5));
  }
}

/** A smooth ridge line filled down to the bottom of the canvas. */
function ridge(c: Canvas, rng: Rng, baseY: number, amp: number, color: number, freq = 1, x0 = 0, x1 = c.w): void {
  const p1 = rng() * 6.283, p2 = rng() * 6.283, p3 = rng() * 6.283;
  const pts: number[] = [x1, c.h + 1, x0, c.h + 1];
  const step = Math.max(6, (x1 - x0) / 120);
  for (let x = x0; x <= x1 + step; x += step) {
    const t = (x / c.w) * Math.PI * 2 * freq;
    const v = 0.5 + 0.3 * Math.sin(t * 1.1 + p1) + 0.15 * Math.sin(t * 2.3 + p2) + 0.05 * Math.sin(t * 5.1 + p3);
    pts.push(Math.min(x, x1), baseY - amp * v);
  }
  c.poly(pts, color);
}

/** A band of low distant buildings along the horizon. */
function skyline(c: Canvas, rng: Rng, x0: number, x1: number, baseY: number, maxH: number, color: number, p: Palette | null): void {
  let x = x0;
  while (x < x1) {
    const w = 18 + rng() * 40;
    const h = maxH * (0.25 + rng() * 0.75);
    c.rect(x, baseY - h, w, h + 1, color);
    if (rng() < 0.25) c.rect(x + w * 0.4, baseY - h - h * 0.12, w * 0.2, h * 0.12, color);
    if (p?.night) {
      for (let i = 0; i < 4; i++) {
        if (rng() < 0.7) c.rect(x + 3 + rng() * (w - 8), baseY - h + 4 + rng() * (h - 8), 2.5, 2.5, p.lit, 0.8);
      }
    }
    x += w + rng() * 6;
  }
}

function grid(c: Canvas, x: number, y: number, w: number, h: number, cols: number, rows: number, color: number, fw: number, fh: number, litP: Palette | null = null, rng: Rng | null = null, prob = 0.35): void {
  const cw = w / cols, rh = h / rows;
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const col = litP?.night && rng && rng() < prob ? litP.lit : color;
      c.rect(x + cw * (k + (1 - fw) / 2), y + rh * (r + (1 - fh) / 2), cw * fw, rh * fh, col);
    }
  }
}

function glassTower(c: Canvas, p: Palette, rng: Rng, x: number, groundY: number, w: number, h: number, floorH: number): void {
  const glass = lit(p, 0x7fa9cc), glass2 = lit(p, 0x5b87ae), frame = lit(p, 0x3d5672);
  c.rect(x, groundY - h, w, h, glass);
  c.rect(x + w * 0.68, groundY - h, w * 0.32, h, glass2);
  c.poly([x, groundY - h, x + w * 0.35, groundY - h, x, groundY - h + w * 0.6], tintWhite(glass, 0.25), 0.6);
  for (let y = groundY - h + floorH; y < groundY - 1; y += floorH) c.rect(x, y, w, Math.max(1, floorH * 0.14), frame, 0.55);
  const cols = Math.max(3, Math.round(w / 16));
  for (let k = 1; k < cols; k++) c.rect(x + (w * k) / cols - 0.5, groundY - h, 1, h, frame, 0.35);
  if (p.night) {
    const rows = Math.floor(h / floorH);
    for (let r = 1; r < rows; r++) {
      for (let k = 0; k < cols; k++) {
        if (rng() < 0.3) c.rect(x + (w * k) / cols + 1.5, groundY - h + r * floorH + floorH * 0.25, w / cols - 3, floorH * 0.55, p.lit, 0.9);
      }
    }
  }
  c.rect(x - 2, groundY - h - 4, w + 4, 4, frame);
}

function residential(c: Canvas, p: Palette, rng: Rng, x: number, groundY: number, w: number, h: number, floorH: number, accent: number): void {
  const wall = lit(p, 0xe9e4da), wall2 = lit(p, 0xc9c2b4), win = lit(p, 0x5a7894), bal = lit(p, 0xf7f4ee);
  c.rect(x, groundY - h, w, h, wall);
  c.rect(x + w * 0.75, groundY - h, w * 0.25, h, wall2);
  const floors = Math.floor(h / floorH);
  grid(c, x + 4, groundY - floors * floorH, w - 8, floors * floorH, Math.max(2, Math.round(w / 26)), floors, win, 0.5, 0.5, p, rng, 0.4);
  for (let f = 1; f < floors; f++) {
    const y = groundY - f * floorH;
    c.rect(x - 3, y - 2, w * 0.45, 4, bal);
    if (f % 3 === 1) c.rect(x + w * 0.55, y - floorH * 0.7, w * 0.16, floorH * 0.68, lit(p, accent), 0.85);
  }
  c.rect(x - 2, groundY - h - 5, w + 4, 5, wall2);
}

/** A concrete frame building: finished floors below, bare columns and slabs above. */
function frameBuilding(c: Canvas, p: Palette, rng: Rng, x: number, groundY: number, w: number, floors: number, floorH: number, done: number): void {
  const conc = lit(p, 0xd7d1c5), conc2 = lit(p, 0xa9a294), dark = lit(p, 0x4a5568), glass = lit(p, 0x7fa3c2);
  const h = floors * floorH;
  c.rect(x, groundY - h, w, h, dark);
  c.rect(x, groundY - done * floorH, w, done * floorH, glass);
  c.rect(x + w * 0.7, groundY - done * floorH, w * 0.3, done * floorH, lit(p, 0x6288aa));
  grid(c, x, groundY - done * floorH, w, done * floorH, Math.max(3, Math.round(w / 20)), done, lit(p, 0x45627f), 0.12, 1, p, rng, 0);
  const cols = Math.max(3, Math.round(w / 34));
  for (let f = 0; f <= floors; f++) {
    const y = groundY - f * floorH;
    c.rect(x - 3, y - floorH * 0.16, w + 6, floorH * 0.16, f > done ? conc : conc2);
  }
  for (let k = 0; k <= cols; k++) {
    const cx = x + (w * k) / cols - 3;
    c.rect(Math.min(cx, x + w - 6), groundY - h, 6, h - done * floorH, conc2);
  }
  if (p.night) {
    for (let f = done + 1; f < floors; f++) if (rng() < 0.5) c.rect(x + rng() * (w - 20), groundY - f * floorH + 2, 14, floorH * 0.4, p.lit, 0.7);
  }
  // safety screen and formwork on the top floors, rebar on the top
  c.rect(x - 6, groundY - h - floorH * 1.2, w + 12, floorH * 1.9, lit(p, ORANGE), 0.92);
  for (let k = 0; k < w + 12; k += 8) c.rect(x - 6 + k, groundY - h - floorH * 1.2, 1.2, floorH * 1.9, lit(p, 0xb35f12), 0.5);
  for (let k = 0; k < cols * 3; k++) c.rect(x + 4 + (k * (w - 8)) / (cols * 3), groundY - h - floorH * 1.9, 1.2, floorH * 0.7, conc2);
}

interface CraneOpts {
  color: number;
  dark: number;
  dir: 1 | -1;
  hook: number;
  drop: number;
  load?: number;
}

/** Tower crane: lattice mast at x, jib towards `dir`, counter-jib the other way. */
function towerCrane(c: Canvas, x: number, groundY: number, mastH: number, jib: number, counter: number, mw: number, o: CraneOpts): void {
  const top = groundY - mastH;
  const lw = Math.max(0.8, mw * 0.13);
  const { color, dark, dir } = o;
  c.rect(x - mw * 1.2, groundY - mw * 0.45, mw * 2.4, mw * 0.45, dark);
  c.rect(x - mw / 2, top, lw, mastH, color);
  c.rect(x + mw / 2 - lw, top, lw, mastH, color);
  for (let y = groundY; y > top + 1; y -= mw) {
    const y2 = Math.max(top, y - mw);
    c.line(x - mw / 2, y, x + mw / 2, y2, lw * 0.7, color);
    c.rect(x - mw / 2, y2 - lw * 0.35, mw, lw * 0.7, color);
  }
  const yb = top - mw * 0.35;
  const jh = mw * 0.8;
  c.rect(x - mw * 0.7, top - mw * 0.35, mw * 1.4, mw * 0.4, dark);
  // jib
  const jx = x + dir * jib;
  c.line(x, yb, jx, yb, lw * 1.2, color);
  c.line(x, yb - jh, jx, yb - jh * 0.45, lw, color);
  const seg = mw * 1.1;
  const nseg = Math.max(1, Math.round(jib / seg));
  for (let i = 0; i < nseg; i++) {
    const xa = x + dir * i * (jib / nseg), xb = x + dir * (i + 1) * (jib / nseg);
    const ya = yb - jh * (1 - 0.55 * (i / nseg)), yb2 = yb - jh * (1 - 0.55 * ((i + 1) / nseg));
    c.line(xa, yb, (xa + xb) / 2, (ya + yb2) / 2, lw * 0.6, color);
    c.line((xa + xb) / 2, (ya + yb2) / 2, xb, yb, lw * 0.6, color);
  }
  c.line(jx, yb, jx, yb - jh * 0.45, lw, color);
  // counter-jib with counterweights
  const cx = x - dir * counter;
  c.line(x, yb, cx, yb, lw * 1.4, color);
  c.line(x, yb - jh * 0.6, cx, yb - jh * 0.6, lw * 0.8, color);
  const cn = Math.max(1, Math.round(counter / seg));
  for (let i = 0; i < cn; i++) {
    const xa = x - dir * i * (counter / cn), xb = x - dir * (i + 1) * (counter / cn);
    c.line(xa, yb, xb, yb - jh * 0.6, lw * 0.6, color);
  }
  const cwW = Math.min(counter * 0.35, mw * 2.2);
  c.rect(Math.min(cx, cx + dir * cwW), yb - jh * 0.2, cwW, jh * 1.3, dark);
  c.rect(Math.min(cx, cx + dir * cwW), yb + jh * 0.35, cwW, lw, tintWhite(dark, 0.3));
  // tower head and pendants
  const apexY = yb - jh - mw * 2.6;
  c.poly([x - mw / 2, yb - jh * 0.6, x + mw / 2, yb - jh * 0.6, x + mw * 0.12, apexY, x - mw * 0.12, apexY], color);
  c.poly([x - mw / 2 + lw * 1.5, yb - jh * 0.6 - lw, x + mw / 2 - lw * 1.5, yb - jh * 0.6 - lw, x, apexY + mw * 0.8], dark, 0.25);
  c.line(x, apexY, x + dir * jib * 0.62, yb - jh * (1 - 0.55 * 0.62), lw * 0.5, color);
  c.line(x, apexY, cx + dir * cwW * 0.5, yb - jh * 0.6, lw * 0.5, color);
  // cab
  c.rect(x + (dir > 0 ? mw * 0.5 : -mw * 1.5), yb + lw, mw, mw * 0.85, color);
  c.rect(x + (dir > 0 ? mw * 0.65 : -mw * 1.35), yb + lw + mw * 0.15, mw * 0.7, mw * 0.4, tintWhite(dark, 0.35));
  // trolley, rope, hook and load
  const tx = x + dir * jib * o.hook;
  c.rect(tx - mw * 0.4, yb, mw * 0.8, mw * 0.3, dark);
  const hookY = yb + o.drop;
  c.rect(tx - lw * 0.2 - mw * 0.12, yb, lw * 0.4, o.drop, dark);
  c.rect(tx + mw * 0.12 - lw * 0.2, yb, lw * 0.4, o.drop, dark);
  c.rect(tx - mw * 0.3, hookY, mw * 0.6, mw * 0.45, ORANGE === o.color ? AMBER : ORANGE);
  if (o.load !== undefined) {
    c.line(tx, hookY + mw * 0.45, tx - mw * 1.4, hookY + mw * 1.4, lw * 0.4, dark);
    c.line(tx, hookY + mw * 0.45, tx + mw * 1.4, hookY + mw * 1.4, lw * 0.4, dark);
    c.rect(tx - mw * 1.8, hookY + mw * 1.4, mw * 3.6, mw * 0.55, o.load);
    c.rect(tx - mw * 1.8, hookY + mw * 1.4 + mw * 0.38, mw * 3.6, mw * 0.17, shade(o.load, 0.3));
  }
}

function tree(c: Canvas, p: Palette, x: number, groundY: number, s: number): void {
  c.rect(x - 1.5 * s, groundY - 14 * s, 3 * s, 14 * s, lit(p, 0x6b5340));
  c.circle(x, groundY - 20 * s, 11 * s, p.grass2);
  c.circle(x - 3 * s, groundY - 23 * s, 7 * s, p.grass);
}

function fence(c: Canvas, p: Palette, y: number, h: number): void {
  c.rect(0, y, c.w, h, lit(p, NAVY));
  c.rect(0, y + h * 0.38, c.w, h * 0.22, lit(p, ORANGE));
  for (let x = 0; x < c.w; x += 90) c.rect(x, y, 2, h, lit(p, 0x32445f));
}

// ---------------------------------------------------------------------------------------------
// Hero scenes (1600 x 640): subject on the right two thirds, calm on the left.

function heroBridge(c: Canvas, p: Palette, rng: Rng, variant: number): void {
  const W = c.w, H = c.h, wl = H * 0.66;
  drawSky(c, p, rng, wl, W * 0.7, H * 0.28);
  clouds(c, p, rng, 3, W * 0.35, W, H * 0.12, H * 0.3, 1.1);
  ridge(c, rng, wl + 2, 70, p.far, 1.4);
  skyline(c, rng, W * 0.5, W * 0.95, wl + 2, 46, mix(p.far, p.mid, 0.5), p);
  c.poly([0, wl - 34, W * 0.12, wl - 26, W * 0.26, wl - 6, W * 0.3, wl + 1, 0, wl + 1], p.mid);
  const deckY = H * 0.55, deckT = 13;
  const conc = lit(p, 0xd8d3c8), conc2 = lit(p, 0x9d978c), steel = lit(p, 0x3a5372);
  for (const px of [W * 0.06, W * 0.17, W * 0.28, W * 0.39]) {
    if (px > W * 0.27) c.rect(px - 7, deckY + deckT, 14, wl - deckY - deckT, conc2);
    else c.rect(px - 6, deckY + deckT, 12, wl - deckY - deckT - (W * 0.3 - px) * 0.1, conc2);
  }
  const arch = mod(variant, 2) === 1;
  if (!arch) {
    const pylons = [W * 0.56, W * 0.84];
    const topY = H * 0.1;
    for (const px of pylons) {
      for (let k = 0; k < 11; k++) {
        const ay = topY + 22 + k * 8.5;
        const reach = 34 + k * 20.5;
        c.line(px, ay, px - reach, deckY, 1.4, p.cable);
        c.line(px, ay, px + reach, deckY, 1.4, p.cable);
      }
      c.poly([px - 24, wl, px + 24, wl, px + 11, topY, px - 11, topY], conc);
      c.poly([px + 4, wl, px + 24, wl, px + 11, topY, px + 3, topY], conc2, 0.55);
      c.rect(px - 13, topY - 6, 26, 8, steel);
      c.circle(px, topY - 8, 3, 0xe2483a);
      c.rect(px - 30, deckY + deckT, 60, 10, conc2);
    }
  } else {
    const xa = W * 0.42, xb = W * 0.98, xm = (xa + xb) / 2, half = (xb - xa) / 2;
    const apex = H * 0.16;
    const archColor = lit(p, 0xd8642a);
    const up: number[] = [], low: number[] = [];
    for (let i = 0; i <= 40; i++) {
      const x = xa + ((xb - xa) * i) / 40;
      const t = (x - xm) / half;
      up.push(x, wl - (wl - apex) * (1 - t * t));
      const x2 = xa + 18 + ((xb - xa - 36) * i) / 40;
      const t2 = (x2 - xm) / (half - 18);
      low.push(x2, wl - (wl - apex - 34) * (1 - t2 * t2));
    }
    // hangers and spandrel posts
    for (let i = 1; i < 40; i++) {
      const x = low[i * 2]!, y = low[i * 2 + 1]!;
      if (y < deckY) c.rect(x - 1, y, 2, deckY - y, p.cable);
      else c.rect(x - 4, deckY + deckT, 8, y - deckY - deckT, conc2);
    }
    for (let i = 0; i < 40; i++) {
      c.line(up[i * 2]!, up[i * 2 + 1]!, low[i * 2 + 2]!, low[i * 2 + 3]!, 3, archColor);
    }
    c.polyline(up, 11, archColor);
    c.polyline(low, 8, archColor);
    c.rect(xa - 26, wl - 18, 52, 18, conc2);
    c.rect(xb - 26, wl - 18, 52, 18, conc2);
  }
  c.rect(-10, deckY, W + 20, deckT, conc);
  c.rect(-10, deckY + deckT - 4, W + 20, 4, conc2);
  c.rect(-10, deckY - 5, W + 20, 1.5, steel);
  for (let x = 0; x < W; x += 14) c.rect(x, deckY - 5, 1, 5, steel, 0.6);
  const carColors = [0xe24b3b, 0xf2f2f2, 0x2f5fa8, AMBER, 0x4b5563];
  for (let i = 0; i < 9; i++) {
    const x = W * 0.33 + rng() * W * 0.64;
    const long = rng() < 0.25;
    const col = lit(p, pick(carColors, Math.floor(rng() * 5)));
    c.rect(x, deckY - (long ? 12 : 9), long ? 40 : 20, long ? 12 : 9, col);
    if (!long) c.rect(x + 4, deckY - 12, 11, 4, col);
  }
  if (p.night) for (let x = 20; x < W; x += 64) c.circle(x, deckY - 16, 2.6, p.lit);
  c.vgrad(0, wl, W, H - wl, p.water, p.water2);
  c.reflect(wl, 0.32, 1.5);
  for (let i = 0; i < 70; i++) {
    const y = wl + 6 + rng() * (H - wl - 8);
    const len = 8 + rng() * 50 * (y / H);
    c.rect(rng() * W, y, len, 1.6, p.ripple, 0.35 + rng() * 0.25);
  }
  c.rect(0, wl, W, 2, p.ripple, 0.4);
}

function heroTowers(c: Canvas, p: Palette, rng: Rng): void {
  const W = c.w, H = c.h, g = H * 0.87;
  drawSky(c, p, rng, g, W * 0.36, H * 0.24);
  clouds(c, p, rng, 3, W * 0.3, W, H * 0.1, H * 0.3, 1);
  skyline(c, rng, 0, W, g, 70, p.far, p);
  skyline(c, rng, W * 0.38, W, g, 120, mix(p.far, p.mid, 0.6), p);
  const crane2 = { color: lit(p, mix(AMBER, p.mid, 0.45)), dark: p.mid, dir: -1 as const, hook: 0.5, drop: 90 };
  towerCrane(c, W * 0.47, g, 380, 170, 60, 9, crane2);
  glassTower(c, p, rng, W * 0.49, g, W * 0.095, 390 + rng() * 20, 14);
  frameBuilding(c, p, rng, W * 0.61, g, W * 0.12, 22, 20, 14);
  residential(c, p, rng, W * 0.765, g, W * 0.085, 300, 16, ORANGE);
  glassTower(c, p, rng, W * 0.87, g, W * 0.09, 230, 14);
  residential(c, p, rng, W * 0.41, g, W * 0.06, 150, 15, 0x3f8fbf);
  towerCrane(c, W * 0.745, g, 470, 300, 110, 14, {
    color: lit(p, AMBER), dark: lit(p, NAVY), dir: -1, hook: 0.42, drop: 140, load: lit(p, 0x7a8796),
  });
  c.rect(0, g, W, H - g, p.ground);
  fence(c, p, g - 8, 34);
  c.rect(0, g + 26, W, H - g - 26, p.ground2);
  for (let x = W * 0.42; x < W; x += 130 + rng() * 60) tree(c, p, x, g - 6, 1.2);
}

function heroIndustrial(c: Canvas, p: Palette, rng: Rng): void {
  const W = c.w, H = c.h, g = H * 0.8;
  drawSky(c, p, rng, g, W * 0.62, H * 0.22);
  clouds(c, p, rng, 3, W * 0.25, W * 0.95, H * 0.08, H * 0.25, 1);
  ridge(c, rng, g, 90, p.far, 1.2);
  ridge(c, rng, g, 40, p.mid, 2);
  const steel = lit(p, 0x4a6482), steel2 = lit(p, 0x2f445e), light = lit(p, 0xe6e8ea), light2 = lit(p, 0xb7bcc2);
  // chimneys with plumes
  for (const [x, h, wd] of [[W * 0.7, 420, 40], [W * 0.765, 360, 34]] as const) {
    for (let i = 0; i < 7; i++) {
      const r = 16 + i * 9;
      c.circle(x + i * 26 + i * i * 2, g - h - 20 - i * 14, r, p.cloud, 0.5 - i * 0.05);
    }
    c.poly([x - wd / 2, g, x + wd / 2, g, x + wd * 0.32, g - h, x - wd * 0.32, g - h], light);
    c.poly([x + 2, g, x + wd / 2, g, x + wd * 0.32, g - h, x + 2, g - h], light2);
    for (let b = 0; b < 3; b++) c.rect(x - wd * 0.36, g - h + 12 + b * 30, wd * 0.72, 14, lit(p, b % 2 ? WHITE : 0xe0523a));
    c.rect(x - wd * 0.4, g - h - 6, wd * 0.8, 8, steel2);
  }
  // storage tanks
  for (const [x, w, h] of [[W * 0.4, 120, 110], [W * 0.49, 150, 140], [W * 0.885, 110, 95]] as const) {
    c.rect(x, g - h, w, h, light);
    c.rect(x + w * 0.68, g - h, w * 0.32, h, light2);
    for (let k = 1; k < 4; k++) c.rect(x, g - (h * k) / 4, w, 2, light2, 0.7);
    c.ellipse(x + w / 2, g - h, w / 2, w * 0.09, tintWhite(light, 0.4));
    c.line(x + w * 0.1, g, x + w * 0.5, g - h, 2, steel2, 0.6);
    c.rect(x + w * 0.45, g - h - 14, 2, 14, steel2);
  }
  // spherical tank
  const sx = W * 0.63, sr = 52;
  for (const lx of [-40, -14, 14, 40]) c.rect(sx + lx - 2, g - sr - 30, 4, sr + 30, steel2);
  c.circle(sx, g - sr - 40, sr, light);
  c.clip(sx, g - sr * 2 - 40, sr + 1, sr * 2);
  c.circle(sx, g - sr - 40, sr, light2, 0.6);
  c.noClip();
  c.rect(sx - sr, g - sr - 42, sr * 2, 4, light2);
  // process hall with sawtooth roof
  const hx = W * 0.79, hw = W * 0.09, hy = g - 120;
  c.rect(hx, hy, hw, 120, steel);
  for (let y = hy + 8; y < g; y += 10) c.rect(hx, y, hw, 1.5, steel2, 0.45);
  for (let k = 0; k < 4; k++) {
    const tx = hx + (hw * k) / 4;
    c.poly([tx, hy, tx + hw / 4, hy - 26, tx + hw / 4, hy], steel2);
    c.poly([tx + hw / 4 - 5, hy - 20, tx + hw / 4, hy - 26, tx + hw / 4, hy], lit(p, 0x9cc3df));
  }
  grid(c, hx + 8, hy + 40, hw - 16, 36, 5, 1, lit(p, 0x9cc3df), 0.7, 0.7, p, rng, 0.8);
  // distillation columns
  for (const [x, h, w] of [[W * 0.94, 330, 26], [W * 0.965, 270, 20]] as const) {
    c.rect(x - w / 2, g - h, w, h, light);
    c.rect(x + w * 0.1, g - h, w * 0.4, h, light2);
    c.ellipse(x, g - h, w / 2, w * 0.35, light);
    for (let y = g - h + 40; y < g - 20; y += 60) c.rect(x - w, y, w * 2, 3, steel2);
  }
  // pipe rack
  c.rect(W * 0.36, g - 62, W * 0.64, 7, lit(p, 0x8e9aa8));
  c.rect(W * 0.36, g - 50, W * 0.64, 5, lit(p, AMBER));
  c.rect(W * 0.36, g - 40, W * 0.64, 5, steel);
  for (let x = W * 0.37; x < W; x += 70) c.rect(x, g - 66, 4, 66, steel2);
  // flare stack
  const fx = W * 0.985;
  c.rect(fx - 3, g - 250, 6, 250, steel2);
  c.poly([fx - 7, g - 252, fx + 7, g - 252, fx + 3, g - 282, fx, g - 296, fx - 4, g - 276], ORANGE);
  c.poly([fx - 3, g - 252, fx + 3, g - 252, fx + 1, g - 272, fx - 2, g - 266], AMBER);
  if (p.night) for (let i = 0; i < 30; i++) c.circle(W * 0.38 + rng() * W * 0.6, g - 20 - rng() * 160, 1.8, p.lit, 0.9);
  c.rect(0, g, W, H - g, p.ground);
  c.rect(0, g + 30, W, H - g - 30, p.ground2);
  c.rect(0, g + 54, W, 44, lit(p, 0x4b525c));
  c.rect(0, g + 54, W, 3, lit(p, 0xbdb6a5));
  c.rect(0, g + 95, W, 3, lit(p, 0xbdb6a5));
  for (let x = 20; x < W; x += 90) c.rect(x, g + 75, 44, 2.5, lit(p, WHITE), 0.8);
  for (let i = 0; i < 4; i++) {
    const x = W * 0.45 + rng() * W * 0.5;
    c.rect(x, g + 60 + (i % 2) * 18, 30, 11, lit(p, pick([0xe24b3b, 0xf2f2f2, 0x2f5fa8, AMBER], i)));
  }
  for (let x = W * 0.36; x < W; x += 9) c.rect(x, g - 16, 1.2, 18, steel2, 0.7);
  c.rect(W * 0.36, g - 16, W * 0.64, 1.5, steel2, 0.7);
}

function heroDam(c: Canvas, p: Palette, rng: Rng): void {
  const W = c.w, H = c.h;
  const crest = H * 0.33, base = H * 0.8;
  drawSky(c, p, rng, H * 0.7, W * 0.64, H * 0.17);
  clouds(c, p, rng, 2, W * 0.45, W * 0.9, H * 0.08, H * 0.2, 1);
  // distant mountains in the valley
  c.poly([W * 0.35, H * 0.5, W * 0.5, H * 0.2, W * 0.58, H * 0.28, W * 0.66, H * 0.14, W * 0.78, H * 0.3, W * 0.9, H * 0.5], p.far);
  c.poly([W * 0.475, H * 0.23, W * 0.5, H * 0.2, W * 0.525, H * 0.235, W * 0.51, H * 0.25, W * 0.495, H * 0.24], tintWhite(p.far, 0.6));
  c.poly([W * 0.63, H * 0.18, W * 0.66, H * 0.14, W * 0.695, H * 0.19, W * 0.675, H * 0.2, W * 0.66, H * 0.185, W * 0.645, H * 0.2], tintWhite(p.far, 0.6));
  // dam wall: a gently curved trapezoid
  const xl = W * 0.46, xr = W * 0.86;
  const conc = lit(p, 0xd9d4c9), conc2 = lit(p, 0xb8b2a6), conc3 = lit(p, 0x8f897e);
  c.rect(xl, base - 20, xr - xl, H - base + 20, p.near);
  const face: number[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    face.push(xl + (xr - xl) * t, crest + Math.sin(t * Math.PI) * 10);
  }
  for (let i = 24; i >= 0; i--) {
    const t = i / 24;
    face.push(xl + 40 + (xr - xl - 80) * t, base + Math.sin(t * Math.PI) * 18);
  }
  c.poly(face, conc);
  for (let k = 1; k < 9; k++) {
    const y = crest + ((base - crest) * k) / 9;
    c.rect(xl, y + 8, xr - xl, 1.5, conc2, 0.8);
  }
  for (let k = 1; k < 10; k++) {
    const x = xl + ((xr - xl) * k) / 10;
    c.rect(x, crest + 10, 1.5, base - crest, conc2, 0.6);
  }
  // spillway water
  const sx = W * 0.6, sw = W * 0.12;
  const water = lit(p, 0xdcebf5), water2 = lit(p, 0xa8cbe3);
  c.rect(sx, crest + 14, sw, base - crest, water2);
  for (let k = 0; k < 14; k++) c.rect(sx + (sw * k) / 14 + 2, crest + 14, sw / 28, base - crest, water, 0.9);
  for (let k = 0; k < 3; k++) c.rect(sx + (sw * k) / 3 - 3, crest + 10, 6, base - crest + 6, conc3);
  c.rect(sx + sw - 3, crest + 10, 6, base - crest + 6, conc3);
  // crest road, parapet, lamp posts, control house
  c.rect(xl - 10, crest - 6, xr - xl + 20, 12, conc2);
  c.rect(xl - 10, crest - 10, xr - xl + 20, 4, conc3);
  for (let x = xl + 10; x < xr; x += 48) {
    c.rect(x, crest - 34, 2, 24, conc3);
    c.rect(x - 4, crest - 36, 8, 3, conc3);
    if (p.night) c.circle(x + 1, crest - 32, 3, p.lit);
  }
  c.rect(W * 0.72, crest - 44, 60, 34, lit(p, 0xe8e3d8));
  c.poly([W * 0.72 - 4, crest - 44, W * 0.72 + 64, crest - 44, W * 0.72 + 30, crest - 58], lit(p, 0xc8582e));
  grid(c, W * 0.72 + 4, crest - 38, 52, 14, 3, 1, lit(p, 0x4f6f8f), 0.5, 0.8, p, rng, 0.9);
  // valley slopes
  const rock = p.near, rock2 = p.mid;
  c.poly([0, H * 0.16, W * 0.12, H * 0.2, W * 0.28, H * 0.3, W * 0.4, H * 0.28, xl + 12, crest - 4, xl + 50, base + 6, W * 0.5, H, 0, H], rock2);
  c.poly([0, H * 0.36, W * 0.2, H * 0.42, W * 0.36, H * 0.52, xl + 46, base + 4, W * 0.52, H, 0, H], rock);
  c.poly([W, H * 0.12, W * 0.95, H * 0.16, W * 0.9, H * 0.26, xr - 12, crest - 4, xr - 48, base + 6, W * 0.84, H, W, H], rock2);
  c.poly([W, H * 0.45, W * 0.92, H * 0.5, xr - 44, base + 2, W * 0.86, H, W, H], rock);
  for (let i = 0; i < 26; i++) {
    const left = i % 2 === 0;
    const x = left ? rng() * W * 0.44 : W * 0.88 + rng() * W * 0.12;
    const y = H * 0.5 + rng() * H * 0.45;
    const s = 0.8 + rng() * 0.6;
    c.poly([x - 9 * s, y, x + 9 * s, y, x, y - 30 * s], p.grass2);
  }
  // river and foam
  c.poly([xl + 50, base + 6, xr - 48, base + 6, W * 0.9, H, W * 0.48, H], p.water);
  c.poly([xl + 80, base + 20, xr - 90, base + 20, W * 0.8, H, W * 0.6, H], p.water2, 0.35);
  for (let i = 0; i < 16; i++) c.circle(sx + rng() * sw, base + 4 + rng() * 14, 6 + rng() * 10, water, 0.8);
  for (let i = 0; i < 30; i++) {
    const y = base + 24 + rng() * (H - base - 30);
    c.rect(W * 0.52 + rng() * W * 0.3, y, 10 + rng() * 30, 1.6, p.ripple, 0.45);
  }
}

// ---------------------------------------------------------------------------------------------
// Project scenes (800 x 500), one per activity area

function projectViaduct(c: Canvas, p: Palette, rng: Rng, variant: number): void {
  const W = c.w, H = c.h, g = H * 0.66;
  drawSky(c, p, rng, g, W * 0.78, H * 0.2);
  clouds(c, p, rng, 2, 0, W * 0.7, H * 0.1, H * 0.25, 0.7);
  ridge(c, rng, H * 0.62, 120, p.far, 1.3);
  const deckY = H * 0.36;
  const conc = lit(p, 0xdcd7cc), conc2 = lit(p, 0xa8a296);
  const piers = [W * 0.08, W * 0.28, W * 0.48, W * 0.68, W * 0.88];
  const building = mod(variant, 2) === 1;
  for (const x of piers) c.poly([x - 13, deckY + 22, x + 13, deckY + 22, x + 17, H * 0.75, x - 17, H * 0.75], conc2);
  for (const x of piers) c.rect(x - 18, deckY + 14, 36, 9, conc2);
  if (building) {
    const gap0 = W * 0.54, gap1 = W * 0.62;
    c.rect(-5, deckY, gap0 + 5, 16, conc);
    c.rect(gap1, deckY, W - gap1 + 5, 16, conc);
    for (const x of [gap0, gap1]) {
      c.rect(x - 14, deckY - 26, 28, 44, lit(p, ORANGE));
      c.strokeRect(x - 14, deckY - 26, 28, 44, 2, lit(p, 0xa9520c));
    }
  } else {
    c.rect(-5, deckY, W + 10, 16, conc);
  }
  c.rect(-5, deckY + 12, W + 10, 4, conc2);
  c.rect(-5, deckY - 4, W + 10, 2, lit(p, 0x5b6b7d));
  for (let i = 0; i < 5; i++) {
    const x = rng() * W;
    if (building && x > W * 0.5 && x < W * 0.66) continue;
    c.rect(x, deckY - 9, 16, 8, lit(p, pick([0xe24b3b, 0xf2f2f2, 0x2f5fa8, AMBER], i)));
  }
  ridge(c, rng, H * 0.74, 40, p.mid, 2);
  c.rect(0, g + 26, W, H - g, p.grass2);
  c.vgrad(0, g + 30, W, H - g - 30, p.grass2, p.grass);
  for (let y = g + 40; y < H; y += 12 + (y - g) * 0.25) c.rect(0, y, W, 1 + (y - g) * 0.03, p.grass2, 0.6);
  // perspective road
  const vx = W * 0.52, vy = g + 28;
  const asphalt = lit(p, 0x4b525c);
  c.poly([vx - 8, vy, vx + 8, vy, W * 0.95, H, W * 0.1, H], lit(p, 0xc9bda4));
  c.poly([vx - 5, vy, vx + 5, vy, W * 0.88, H, W * 0.17, H], asphalt);
  c.poly([vx - 4.5, vy, vx - 3.5, vy, W * 0.2, H, W * 0.18, H], lit(p, WHITE), 0.9);
  c.poly([vx + 3.5, vy, vx + 4.5, vy, W * 0.87, H, W * 0.85, H], lit(p, WHITE), 0.9);
  for (let t = 0.04; t < 1; t *= 1.55) {
    const t2 = t * 1.25;
    const ya = vy + (H - vy) * t, yb = vy + (H - vy) * Math.min(1, t2);
    const xa = vx + (W * 0.525 - vx) * t, xb = vx + (W * 0.525 - vx) * Math.min(1, t2);
    const wa = 0.5 + 6 * t, wb = 0.5 + 6 * t2;
    c.poly([xa - wa, ya, xa + wa, ya, xb + wb, yb, xb - wb, yb], lit(p, AMBER));
  }
  for (const [t, side] of [[0.35, -1], [0.55, -1], [0.8, -1], [0.45, 1], [0.7, 1]] as const) {
    const y = vy + (H - vy) * t;
    const x = side < 0 ? vx + (W * 0.1 - vx) * t - 10 : vx + (W * 0.95 - vx) * t + 10;
    const s = 0.3 + t * 1.1;
    c.poly([x - 7 * s, y, x + 7 * s, y, x + 2 * s, y - 20 * s, x - 2 * s, y - 20 * s], lit(p, ORANGE));
    c.rect(x - 5 * s, y - 12 * s, 10 * s, 3.5 * s, lit(p, WHITE));
    c.rect(x - 9 * s, y - 1.5 * s, 18 * s, 3 * s, lit(p, ORANGE));
  }
}

function projectBuildings(c: Canvas, p: Palette, rng: Rng): void {
  const W = c.w, H = c.h, g = H * 0.82;
  drawSky(c, p, rng, g, W * 0.14, H * 0.2);
  clouds(c, p, rng, 2, W * 0.25, W, H * 0.08, H * 0.2, 0.7);
  skyline(c, rng, 0, W, g, 90, p.far, p);
  glassTower(c, p, rng, W * 0.06, g, 110, 250, 12);
  residential(c, p, rng, W * 0.21, g, 120, 190, 14, ORANGE);
  frameBuilding(c, p, rng, W * 0.4, g, 120, 15, 17, 6);
  towerCrane(c, W * 0.575, g, 370, 180, 70, 10, { color: lit(p, AMBER), dark: lit(p, NAVY), dir: -1, hook: 0.5, drop: 70, load: lit(p, 0x7a8796) });
  glassTower(c, p, rng, W * 0.6, g, 110, 330, 12);
  residential(c, p, rng, W * 0.76, g, 100, 150, 14, 0x3f8fbf);
  glassTower(c, p, rng, W * 0.9, g, 90, 200, 12);
  c.rect(0, g, W, H - g, lit(p, 0xbdb7aa));
  c.rect(0, g + 14, W, H - g - 14, lit(p, 0x59606b));
  for (let x = 10; x < W; x += 60) c.rect(x, g + 44, 30, 3, lit(p, WHITE), 0.8);
  for (let x = 30; x < W; x += 85 + rng() * 30) tree(c, p, x, g + 6, 1.3);
}

function projectRestoration(c: Canvas, p: Palette, rng: Rng): void {
  const W = c.w, H = c.h, g = H * 0.84;
  drawSky(c, p, rng, g, W * 0.82, H * 0.16);
  clouds(c, p, rng, 2, 0, W * 0.6, H * 0.08, H * 0.2, 0.6);
  skyline(c, rng, 0, W, g - 30, 60, p.far, p);
  const stone = lit(p, 0xe4d2ae), stone2 = lit(p, 0xc9b48e), stone3 = lit(p, 0xa88f6a), dark = lit(p, 0x5e4d3d);
  const lead = lit(p, 0x7e98a6), lead2 = lit(p, 0x5f7a8a);
  const bx = W * 0.14, bw = W * 0.72, by = g - 150;
  // side domes and central drum + dome
  for (const dx of [bx + bw * 0.16, bx + bw * 0.84]) {
    c.clip(dx - 50, by - 50, 100, 50);
    c.ellipse(dx, by, 44, 36, lead);
    c.ellipse(dx + 14, by, 26, 36, lead2, 0.5);
    c.noClip();
    c.rect(dx - 1.5, by - 48, 3, 14, stone3);
  }
  const dx = W / 2, drumY = by - 50;
  c.rect(dx - 84, drumY, 168, 52, stone2);
  for (let k = 0; k < 7; k++) archWindow(c, dx - 72 + k * 22, drumY + 12, 10, 28, dark);
  c.rect(dx - 90, drumY - 6, 180, 8, stone3);
  c.clip(dx - 100, drumY - 120, 200, 114);
  c.ellipse(dx, drumY - 6, 88, 100, lead);
  c.ellipse(dx + 30, drumY - 6, 50, 100, lead2, 0.55);
  for (const k of [-0.6, -0.3, 0, 0.3, 0.6]) c.ellipse(dx, drumY - 6, Math.abs(k) * 88 + 1.2, 100, lead2, 0.55);
  c.noClip();
  c.rect(dx - 12, drumY - 122, 24, 20, stone2);
  c.clip(dx - 14, drumY - 140, 28, 18);
  c.ellipse(dx, drumY - 122, 12, 12, lead);
  c.noClip();
  c.rect(dx - 1.5, drumY - 152, 3, 20, stone3);
  c.circle(dx, drumY - 152, 3.5, lit(p, 0xd9b44a));
  // main body with arcade and arched windows
  c.rect(bx, by, bw, 150, stone);
  c.rect(bx, by, bw, 10, stone2);
  c.rect(bx - 6, by - 6, bw + 12, 8, stone3);
  c.rect(bx, by + 66, bw, 6, stone2);
  for (let k = 0; k < 9; k++) {
    const x = bx + 18 + k * ((bw - 36) / 9);
    archWindow(c, x + 6, by + 90, (bw - 36) / 9 - 14, 60, dark);
    archWindow(c, x + 14, by + 22, (bw - 36) / 9 - 30, 36, lit(p, 0x6d5b48));
  }
  c.rect(bx - 10, g - 6, bw + 20, 6, stone3);
  // scaffolding over the right wing with planks and mesh
  const sx0 = bx + bw * 0.58, sx1 = bx + bw + 16, sy0 = by - 40;
  const tube = lit(p, 0x7d8a98), plank = lit(p, 0xc98a4b);
  c.rect(sx0, sy0, sx1 - sx0, g - sy0, lit(p, 0x3d7ea6), 0.18);
  for (let x = sx0; x <= sx1 + 0.1; x += (sx1 - sx0) / 5) c.rect(x - 1.5, sy0, 3, g - sy0, tube);
  const levels = 5;
  for (let k = 0; k <= levels; k++) {
    const y = sy0 + ((g - sy0) * k) / levels;
    c.rect(sx0 - 2, y - 1, sx1 - sx0 + 4, 2.5, tube);
    if (k > 0 && k < levels) c.rect(sx0, y - 5, sx1 - sx0, 4, plank);
  }
  for (let k = 0; k < levels; k++) {
    const y0 = sy0 + ((g - sy0) * k) / levels, y1 = sy0 + ((g - sy0) * (k + 1)) / levels;
    const bay = (sx1 - sx0) / 5;
    const x = sx0 + bay * (k % 5);
    c.line(x, y1, x + bay, y0, 2, tube);
  }
  c.rect(sx0, sy0 - 8, sx1 - sx0, 6, lit(p, ORANGE));
  // plaza
  c.rect(0, g, W, H - g, lit(p, 0xcdbb9c));
  for (let y = g + 10; y < H; y += 12) c.rect(0, y, W, 1.2, lit(p, 0xb3a07f), 0.8);
  for (const x of [W * 0.05, W * 0.93]) tree(c, p, x, g + 4, 1.6);
  for (let i = 0; i < 4; i++) {
    const x = W * 0.3 + i * 22;
    c.rect(x, g + 20, 18, 10, lit(p, i % 2 ? WHITE : 0xe0523a));
  }
  c.rect(W * 0.3, g + 30, 86, 3, lit(p, 0x444b55));
  void rng;
}

function windTurbine(c: Canvas, p: Palette, x: number, baseY: number, h: number, angle: number): void {
  const white = lit(p, 0xf4f6f8), grey = lit(p, 0xc5ccd4);
  c.poly([x - h * 0.025, baseY, x + h * 0.025, baseY, x + h * 0.012, baseY - h, x - h * 0.012, baseY - h], white);
  c.poly([x, baseY, x + h * 0.025, baseY, x + h * 0.012, baseY - h, x, baseY - h], grey, 0.6);
  const hy = baseY - h;
  c.rect(x - h * 0.03, hy - h * 0.035, h * 0.09, h * 0.05, white);
  const L = h * 0.62;
  for (let k = 0; k < 3; k++) {
    const a = angle + (k * Math.PI * 2) / 3;
    const ca = Math.cos(a), sa = Math.sin(a);
    const px = -sa, py = ca;
    c.poly([
      x + px * h * 0.025, hy - h * 0.01 + py * h * 0.025,
      x + ca * L * 0.3 + px * h * 0.035, hy - h * 0.01 + sa * L * 0.3 + py * h * 0.035,
      x + ca * L, hy - h * 0.01 + sa * L,
      x - px * h * 0.012, hy - h * 0.01 - py * h * 0.012,
    ], white);
  }
  c.circle(x, hy - h * 0.01, h * 0.028, grey);
}

function projectEnergy(c: Canvas, p: Palette, rng: Rng, variant: number): void {
  const W = c.w, H = c.h;
  drawSky(c, p, rng, H * 0.6, W * 0.2, H * 0.18);
  clouds(c, p, rng, 2, W * 0.3, W, H * 0.08, H * 0.22, 0.7);
  ridge(c, rng, H * 0.58, 80, p.far, 1);
  const turbines = mod(variant, 2) === 1 ? 6 : 4;
  for (let i = 0; i < turbines; i++) {
    const x = W * (0.1 + (0.85 * (i + 0.3 + rng() * 0.4)) / turbines);
    const far = i % 2 === 0;
    windTurbine(c, p, x, H * (far ? 0.5 : 0.56), far ? 110 : 160, rng() * 6.283);
  }
  ridge(c, rng, H * 0.62, 40, p.grass2, 1.6);
  c.rect(0, H * 0.6, W, H * 0.4, p.grass);
  // rows of solar panels, back to front
  const panel = lit(p, 0x1f3b6e), panelHi = lit(p, 0x3e6aa8), frame = lit(p, 0xdfe5ec), legs = lit(p, 0x5b6470);
  const rows = mod(variant, 2) === 1 ? 3 : 5;
  for (let r = 0; r < rows; r++) {
    const t = r / rows;
    const y0 = H * (0.64 + t * 0.33);
    const ph = 12 + t * 52;
    const skew = 6 + t * 26;
    const x0 = -20 + (1 - t) * 20, x1 = W + 20;
    c.rect(x0 + 10, y0 + ph - 2, x1 - x0, 4 + t * 6, p.grass2, 0.7);
    for (let x = x0 + 30; x < x1; x += 60 + t * 60) c.rect(x, y0 + ph * 0.6, 3 + t * 3, ph * 0.5, legs);
    c.poly([x0 + skew, y0, x1 + skew, y0, x1, y0 + ph, x0, y0 + ph], frame);
    c.poly([x0 + skew + 1.5, y0 + 1.5, x1 + skew, y0 + 1.5, x1, y0 + ph - 1.5, x0 + 1.5, y0 + ph - 1.5], panel);
    c.poly([x0 + skew + 2, y0 + 2, x1 + skew, y0 + 2, x1 + skew * 0.6, y0 + ph * 0.4, x0 + skew * 0.6, y0 + ph * 0.4], panelHi, 0.45);
    const cell = 22 + t * 30;
    for (let x = x0; x < x1; x += cell) c.line(x + skew, y0, x, y0 + ph, 1 + t, frame, 0.8);
    c.line(x0 + skew / 2, y0 + ph / 2, x1 + skew / 2, y0 + ph / 2, 0.8 + t, frame, 0.6);
  }
}

function projectFactory(c: Canvas, p: Palette, rng: Rng): void {
  const W = c.w, H = c.h, g = H * 0.78;
  drawSky(c, p, rng, g, W * 0.15, H * 0.2);
  clouds(c, p, rng, 2, W * 0.3, W, H * 0.08, H * 0.2, 0.7);
  ridge(c, rng, g, 70, p.far, 1.3);
  const clad = lit(p, 0xa9bccd), clad2 = lit(p, 0x7f95aa), steel2 = lit(p, 0x34495e), glass = lit(p, 0x9cc3df);
  // chimney and plume
  const cx = W * 0.74;
  for (let i = 0; i < 6; i++) c.circle(cx + 10 + i * 22 + i * i * 2, g - 300 - i * 10, 12 + i * 7, p.cloud, 0.55 - i * 0.06);
  c.poly([cx - 16, g, cx + 16, g, cx + 10, g - 290, cx - 10, g - 290], lit(p, 0xe2e2e0));
  c.poly([cx + 2, g, cx + 16, g, cx + 10, g - 290, cx + 2, g - 290], lit(p, 0xbfc2c4));
  for (let b = 0; b < 2; b++) c.rect(cx - 11, g - 280 + b * 24, 22, 11, lit(p, 0xe0523a));
  // silos
  for (const [x, h] of [[W * 0.83, 190], [W * 0.9, 190], [W * 0.97, 160]] as const) {
    c.rect(x - 24, g - h, 48, h, lit(p, 0xe6e8ea));
    c.rect(x + 6, g - h, 18, h, lit(p, 0xb9bec4));
    c.poly([x - 24, g - h, x + 24, g - h, x, g - h - 22], lit(p, 0xc6cbd1));
    for (let y = g - h + 30; y < g; y += 36) c.rect(x - 24, y, 48, 2, lit(p, 0xa7adb4));
  }
  c.rect(W * 0.83, g - 206, W * 0.14, 6, steel2);
  // main hall with sawtooth roof
  const hx = W * 0.25, hw = W * 0.48, hy = g - 140;
  const teeth = 6;
  for (let k = 0; k < teeth; k++) {
    const tx = hx + (hw * k) / teeth, tw = hw / teeth;
    c.poly([tx, hy, tx + tw, hy - 40, tx + tw, hy], clad2);
    c.poly([tx + tw - 9, hy - 32, tx + tw, hy - 40, tx + tw, hy], glass);
  }
  c.rect(hx, hy, hw, 140, clad);
  for (let y = hy + 8; y < g; y += 9) c.rect(hx, y, hw, 1.5, clad2, 0.55);
  c.rect(hx, hy, hw, 8, steel2);
  for (let k = 0; k < 3; k++) {
    const dx = hx + 30 + k * (hw / 3);
    c.rect(dx, g - 78, 70, 78, lit(p, 0x5c6d80));
    for (let y = g - 74; y < g; y += 7) c.rect(dx, y, 70, 1.5, lit(p, 0x475668));
    c.rect(dx - 4, g - 82, 78, 5, lit(p, AMBER));
  }
  grid(c, hx + 20, hy + 22, hw - 40, 26, 10, 1, glass, 0.7, 0.7, p, rng, 0.8);
  // office block with sign band
  const ox = W * 0.04, ow = W * 0.22;
  c.rect(ox, g - 120, ow, 120, lit(p, 0xeceae4));
  c.rect(ox + ow * 0.75, g - 120, ow * 0.25, 120, lit(p, 0xcfcbc2));
  grid(c, ox + 8, g - 100, ow - 16, 64, 6, 3, lit(p, 0x5a7894), 0.6, 0.55, p, rng, 0.5);
  c.rect(ox, g - 132, ow, 14, lit(p, NAVY));
  c.rect(ox, g - 121, ow, 3, lit(p, ORANGE));
  c.rect(ox + ow * 0.4, g - 34, ow * 0.2, 34, lit(p, 0x3d5672));
  // yard, parking marks and a truck
  c.rect(0, g, W, H - g, lit(p, 0x646b75));
  c.rect(0, g, W, 5, lit(p, 0xb9b3a6));
  for (let x = 20; x < W * 0.3; x += 34) c.line(x, g + 20, x + 16, H - 10, 2, lit(p, WHITE), 0.7);
  const tx = W * 0.48, ty = g + 56;
  c.rect(tx, ty - 46, 150, 40, lit(p, 0xf3f4f6));
  c.rect(tx, ty - 20, 150, 4, lit(p, ORANGE));
  c.rect(tx + 154, ty - 40, 34, 34, lit(p, 0x2f5fa8));
  c.rect(tx + 168, ty - 36, 16, 12, lit(p, 0x9cc3df));
  c.rect(tx, ty - 8, 190, 5, lit(p, 0x2b3440));
  for (const wx of [tx + 20, tx + 40, tx + 120, tx + 172]) {
    c.circle(wx, ty - 2, 9, lit(p, 0x1f242b));
    c.circle(wx, ty - 2, 4, lit(p, 0x9aa5b1));
  }
}

function projectFarmland(c: Canvas, rng: Rng, variant: number): void {
  const W = c.w, H = c.h;
  const autumn = mod(variant, 3) === 2;
  const land = autumn ? 0xd6b98a : 0xcdbb8f;
  c.fill(land);
  const crops = autumn
    ? [0xd9b45a, 0xc99c48, 0x9aa651, 0xe0c77a, 0xb98b4e, 0x7f9a48]
    : [0x9cc35c, 0x7fae4a, 0xc9c06a, 0x6f9f45, 0xb5c46e, 0x8fb85a, 0xd8c27a];
  // patchwork of fields between farm roads
  const cols: number[] = [0];
  while (cols[cols.length - 1]! < W) cols.push(cols[cols.length - 1]! + 90 + rng() * 110);
  const rows: number[] = [0];
  while (rows[rows.length - 1]! < H) rows.push(rows[rows.length - 1]! + 70 + rng() * 90);
  for (let i = 0; i + 1 < cols.length; i++) {
    for (let j = 0; j + 1 < rows.length; j++) {
      const x0 = cols[i]! + 4, x1 = cols[i + 1]! - 4, y0 = rows[j]! + 4, y1 = rows[j + 1]! - 4;
      const col = pick(crops, Math.floor(rng() * crops.length));
      c.rect(x0, y0, x1 - x0, y1 - y0, col);
      const vertical = rng() < 0.5;
      const stripe = shade(col, 0.08);
      if (vertical) for (let x = x0 + 6; x < x1; x += 9) c.rect(x, y0, 2, y1 - y0, stripe, 0.7);
      else for (let y = y0 + 6; y < y1; y += 9) c.rect(x0, y, x1 - x0, 2, stripe, 0.7);
    }
  }
  // irrigation: a main canal and branch channels
  const canalX = cols[1] ?? W * 0.2;
  c.rect(canalX - 9, 0, 18, H, 0xdfe2e4);
  c.rect(canalX - 6, 0, 12, H, 0x3f8fc2);
  c.rect(canalX - 6, 0, 3, H, 0x6fb2dc);
  for (let j = 1; j + 1 < rows.length; j++) {
    c.rect(canalX, rows[j]! - 2, W - canalX, 4, 0x4a9ad0, 0.9);
  }
  // centre-pivot circles
  const pivots = 2 + mod(variant, 2);
  const placed: number[] = [];
  const left = (cols[2] ?? W * 0.4) + 24;
  for (let tries = 0; placed.length < pivots * 3 && tries < 200; tries++) {
    const r = 62 + rng() * 38;
    const x = left + r + rng() * Math.max(1, W - left - 2 * r + 30);
    const y = r * 0.6 + rng() * (H - r * 1.2);
    let free = true;
    for (let k = 0; k < placed.length; k += 3) {
      if (Math.hypot(x - placed[k]!, y - placed[k + 1]!) < r + placed[k + 2]! + 12) free = false;
    }
    if (free) placed.push(x, y, r);
  }
  for (let i = 0; i * 3 < placed.length; i++) {
    const x = placed[i * 3]!, y = placed[i * 3 + 1]!, r = placed[i * 3 + 2]!;
    const green = autumn ? pick([0x8faa4c, 0x6f9a40], i) : pick([0x5f9a3e, 0x4f8a36, 0x76a94a], i);
    c.circle(x, y, r + 3, land);
    c.circle(x, y, r, green);
    for (let k = r - 10; k > 8; k -= 12) {
      c.circle(x, y, k, shade(green, 0.1));
      c.circle(x, y, k - 3, green);
    }
    const a0 = rng() * 6.283;
    c.poly([x, y].concat(arcPts(x, y, r, r, a0, a0 + 1.1, 12)), autumn ? 0xe0c77a : 0xc2b96c, 0.9);
    const a = a0 + 1.1;
    c.line(x, y, x + Math.cos(a) * r, y + Math.sin(a) * r, 2.5, 0xf0f2f4);
    for (let k = 1; k < 5; k++) c.circle(x + Math.cos(a) * r * k * 0.22, y + Math.sin(a) * r * k * 0.22, 2.2, 0x6b7785);
    c.circle(x, y, 5, 0xf0f2f4);
    c.circle(x, y, 2.5, 0x6b7785);
  }
  // reservoir and farm buildings
  const rx = cols[0]! + 20, ry = H * 0.62;
  const rw = (canalX - 30) * 0.9;
  roundRect(c, rx - 6, ry - 6, rw + 12, 92, 16, 0xdfe2e4);
  roundRect(c, rx, ry, rw, 80, 12, 0x3f8fc2);
  c.rect(rx + 10, ry + 14, 40, 3, 0x6fb2dc);
  c.rect(rx + 24, ry + 40, 30, 3, 0x6fb2dc);
  const fx = 16, fy = H * 0.1;
  c.rect(fx, fy, 44, 26, 0xc8582e);
  c.rect(fx, fy + 12, 44, 2, 0xa8441f);
  c.rect(fx + 50, fy + 4, 26, 22, 0xe9e4da);
  c.rect(fx + 50, fy + 14, 26, 2, 0xc9c2b4);
  c.circle(fx + 20, fy + 44, 9, 0xb9bec4);
  for (let y = 0; y < H; y += 14) c.circle(left - 14, y + 6, 6, 0x4e7a34);
}

// ---------------------------------------------------------------------------------------------
// Equipment (640 x 420): machine side views in local coordinates (ground y = 0, facing right)

interface MachineColors {
  body: number;
  body2: number;
  dark: number;
  mid: number;
  glass: number;
  steel: number;
}

function wheel(c: Canvas, m: MachineColors, x: number, y: number, r: number): void {
  c.circle(x, y, r, m.dark);
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    c.line(x + Math.cos(a) * r * 0.86, y + Math.sin(a) * r * 0.86, x + Math.cos(a) * r * 0.99, y + Math.sin(a) * r * 0.99, r * 0.08, m.mid);
  }
  c.circle(x, y, r * 0.6, m.mid);
  c.circle(x, y, r * 0.5, m.body);
  c.circle(x, y, r * 0.2, m.body2);
  for (let k = 0; k < 6; k++) {
    const a = (k / 6) * Math.PI * 2;
    c.circle(x + Math.cos(a) * r * 0.33, y + Math.sin(a) * r * 0.33, r * 0.04, m.dark);
  }
}

function track(c: Canvas, m: MachineColors, x0: number, x1: number, h: number): void {
  const r = h / 2;
  c.rect(x0 + r, -h, x1 - x0 - 2 * r, h, m.dark);
  c.circle(x0 + r, -r, r, m.dark);
  c.circle(x1 - r, -r, r, m.dark);
  const ir = r * 0.72;
  c.rect(x0 + r, -r - ir, x1 - x0 - 2 * r, ir * 2, m.mid);
  c.circle(x0 + r, -r, ir, m.mid);
  c.circle(x1 - r, -r, ir, m.mid);
  c.circle(x0 + r, -r, ir * 0.7, m.body2);
  c.circle(x1 - r, -r, ir * 0.7, m.body2);
  c.circle(x0 + r, -r, ir * 0.25, m.dark);
  c.circle(x1 - r, -r, ir * 0.25, m.dark);
  const n = Math.max(2, Math.round((x1 - x0 - 4 * r) / (ir * 1.6)));
  for (let k = 0; k <= n; k++) {
    const x = x0 + 2 * r + ((x1 - x0 - 4 * r) * k) / n;
    c.circle(x, -r * 0.7, ir * 0.42, m.dark);
    c.circle(x, -r * 0.7, ir * 0.2, m.steel);
  }
  for (let x = x0 + r; x < x1 - r; x += h * 0.22) c.rect(x, -h - 1, h * 0.1, 2, m.mid);
}

function excavator(c: Canvas, m: MachineColors): void {
  track(c, m, -175, 115, 56);
  c.rect(-75, -72, 110, 18, m.dark);
  c.poly([-190, -74, 55, -74, 55, -142, -150, -142, -190, -122], m.body);
  c.poly([-200, -76, -150, -76, -150, -136, -200, -124], m.body2);
  c.rect(-190, -100, 245, 7, m.dark);
  for (let x = -130; x < -40; x += 12) c.rect(x, -136, 5, 24, m.body2);
  c.rect(-118, -164, 9, 24, m.dark);
  c.rect(-150, -148, 180, 5, m.mid);
  // cab
  c.poly([0, -140, 62, -140, 62, -240, 20, -240, 0, -205], m.body);
  c.poly([10, -152, 52, -152, 52, -230, 25, -230, 10, -202], m.glass);
  c.poly([10, -152, 25, -152, 40, -230, 25, -230, 10, -202], tintWhite(m.glass, 0.35), 0.8);
  // boom, stick, bucket
  c.line(20, -90, 112, -205, 11, m.steel, 1, true);
  c.line(20, -90, 70, -152, 14, m.mid, 1, true);
  c.polyline([45, -112, 150, -262, 222, -270], 34, m.body);
  c.line(120, -262, 206, -302, 9, m.steel, 1, true);
  c.line(120, -262, 160, -281, 12, m.mid, 1, true);
  c.circle(120, -262, 5, m.dark);
  c.line(212, -302, 272, -118, 24, m.body, 1, true);
  c.circle(206, -302, 5, m.dark);
  c.circle(222, -270, 7, m.dark);
  c.poly([255, -130, 300, -142, 312, -60, 288, -22, 258, -36, 246, -96], m.body);
  c.poly([288, -22, 312, -60, 318, -56, 296, -16], m.dark);
  for (let k = 0; k < 3; k++) c.poly([288 + k * 8, -22 - k * 12, 296 + k * 8, -28 - k * 12, 302 + k * 8, -14 - k * 12], m.dark);
  c.circle(272, -118, 7, m.dark);
}

function loader(c: Canvas, m: MachineColors): void {
  c.poly([-215, -62, -40, -62, -40, -150, -190, -150, -215, -118], m.body);
  c.rect(-215, -116, 40, 30, m.body2);
  for (let y = -108; y < -88; y += 6) c.rect(-212, y, 32, 3, m.dark);
  c.rect(-150, -172, 9, 24, m.dark);
  c.rect(-55, -110, 60, 50, m.dark);
  c.poly([-75, -150, 15, -150, 15, -262, -55, -262, -75, -240], m.body);
  c.poly([-64, -160, 5, -160, 5, -252, -52, -252, -64, -236], m.glass);
  c.rect(-80, -268, 100, 8, m.body2);
  c.poly([-5, -62, 130, -62, 140, -130, -5, -118], m.body);
  c.rect(-5, -98, 140, 6, m.dark);
  wheel(c, m, -120, -58, 58);
  wheel(c, m, 112, -58, 58);
  c.poly([-190, -116, -50, -116, -50, -104, -190, -104], m.body2);
  c.poly([55, -118, 170, -118, 170, -106, 55, -106], m.body2);
  // lift arm, tilt cylinder and bucket
  c.line(20, -150, 210, -84, 24, m.body, 1, true);
  c.line(30, -190, 175, -142, 10, m.steel, 1, true);
  c.line(30, -190, 100, -166, 13, m.mid, 1, true);
  c.line(175, -142, 210, -84, 10, m.body2, 1, true);
  c.poly([196, -128, 220, -134, 250, -18, 292, -8, 292, 0, 205, 0, 186, -40], m.body);
  c.poly([205, 0, 292, 0, 292, -8, 250, -18, 222, -12], m.body2);
  c.rect(288, -9, 10, 9, m.dark);
  c.circle(210, -84, 7, m.dark);
  c.circle(20, -150, 7, m.dark);
}

function dumpTruck(c: Canvas, m: MachineColors): void {
  c.rect(-245, -84, 470, 22, m.dark);
  // tipper body
  c.poly([-255, -92, 92, -92, 104, -222, -262, -222], m.body);
  c.rect(-262, -228, 370, 10, m.body2);
  for (let k = 0; k < 7; k++) {
    const x = -225 + k * 48;
    c.rect(x, -214, 7, 118, m.body2);
  }
  c.rect(-255, -110, 347, 6, m.body2);
  // cab
  c.poly([112, -76, 240, -76, 240, -150, 214, -222, 112, -222], m.body);
  c.poly([188, -208, 212, -208, 232, -152, 188, -152], m.glass);
  c.poly([124, -208, 176, -208, 176, -152, 124, -152], m.glass);
  c.rect(112, -144, 128, 6, m.body2);
  c.rect(226, -102, 22, 26, m.dark);
  c.rect(232, -126, 10, 12, 0xfff3c4);
  c.rect(124, -136, 16, 4, m.dark);
  // mudguards and wheels
  for (const x of [-175, -80, 170]) {
    c.poly(ringPts(x, -46, 50, 60, Math.PI, Math.PI * 2, 16), m.dark);
    wheel(c, m, x, -46, 46);
  }
}

function bulldozer(c: Canvas, m: MachineColors): void {
  track(c, m, -160, 130, 62);
  c.poly([-20, -64, 150, -64, 150, -136, 130, -146, -20, -150], m.body);
  for (let x = 10; x < 130; x += 14) c.rect(x, -140, 6, 30, m.body2);
  c.rect(100, -178, 9, 32, m.dark);
  c.rect(-20, -96, 170, 7, m.dark);
  c.poly([-160, -64, -20, -64, -20, -250, -130, -250, -160, -200], m.body);
  c.poly([-148, -150, -30, -150, -30, -240, -124, -240, -148, -200], m.glass);
  c.poly([-148, -150, -110, -150, -80, -240, -124, -240, -148, -200], tintWhite(m.glass, 0.35), 0.7);
  c.rect(-170, -258, 160, 10, m.body2);
  // blade and push arm
  c.line(40, -40, 190, -60, 16, m.body2, 1, true);
  c.line(90, -120, 188, -120, 10, m.steel, 1, true);
  c.poly([182, -170, 200, -176, 214, -120, 220, -40, 226, 0, 200, 0, 190, -40, 186, -110], m.body);
  c.poly([200, -176, 214, -120, 220, -40, 226, 0, 234, 0, 228, -50, 222, -124, 208, -178], m.body2);
  c.rect(200, -5, 34, 5, m.dark);
  // ripper
  c.rect(-200, -96, 44, 14, m.body2);
  c.poly([-205, -100, -190, -100, -196, -20, -212, -4, -214, -30], m.dark);
}

function concreteMixer(c: Canvas, m: MachineColors): void {
  c.rect(-250, -86, 490, 22, m.dark);
  // drum on its frame
  c.poly([-180, -86, -170, -150, -150, -150, -150, -86], m.dark);
  c.poly([60, -86, 70, -130, 90, -130, 90, -86], m.dark);
  const drum = [-252, -200, -214, -246, -120, -262, 0, -246, 90, -196, 118, -150, 96, -112, 0, -98, -160, -106, -240, -150];
  c.poly(drum, m.body);
  c.poly([-252, -200, -214, -246, -120, -262, 0, -246, 90, -196, 40, -220, -120, -236, -214, -222], tintWhite(m.body, 0.3), 0.7);
  for (let k = 0; k < 5; k++) {
    const x = -200 + k * 62;
    c.line(x, -114, x + 52, -236, 11, m.body2);
  }
  c.poly([-260, -192, -248, -222, -232, -212, -238, -176], m.dark);
  c.line(-250, -180, -282, -120, 8, m.mid, 1, true);
  c.poly([-290, -120, -268, -110, -290, -86], m.mid);
  // cab
  c.poly([128, -76, 248, -76, 248, -150, 222, -218, 128, -218], m.body);
  c.poly([196, -204, 220, -204, 240, -152, 196, -152], m.glass);
  c.poly([140, -204, 186, -204, 186, -152, 140, -152], m.glass);
  c.rect(128, -144, 120, 6, m.body2);
  c.rect(236, -102, 18, 26, m.dark);
  c.rect(240, -124, 9, 12, 0xfff3c4);
  for (const x of [-185, -95, 180]) {
    c.poly(ringPts(x, -44, 48, 58, Math.PI, Math.PI * 2, 16), m.dark);
    wheel(c, m, x, -44, 44);
  }
}

function roller(c: Canvas, m: MachineColors): void {
  // rear engine body and rear wheels
  c.poly([-235, -62, 30, -62, 48, -86, 48, -150, -220, -150, -240, -120], m.body);
  for (let x = -200; x < -80; x += 14) c.rect(x, -142, 6, 34, m.body2);
  c.rect(-240, -104, 288, 7, m.dark);
  c.rect(-180, -172, 9, 24, m.dark);
  wheel(c, m, -150, -56, 56);
  // cab
  c.poly([-120, -150, 10, -150, 18, -262, -110, -262], m.glass);
  c.line(-116, -150, -110, -262, 9, m.body2);
  c.line(6, -150, 14, -262, 9, m.body2);
  c.line(-56, -150, -50, -262, 5, m.body2);
  c.rect(-126, -272, 154, 12, m.body);
  c.rect(-70, -200, 40, 50, m.dark, 0.7);
  // front drum in its yoke
  c.rect(40, -112, 70, 26, m.dark);
  c.circle(165, -78, 78, m.mid);
  c.circle(165, -78, 70, m.steel);
  c.circle(165, -78, 40, m.mid);
  c.circle(165, -78, 14, m.dark);
  c.poly(ringPts(165, -78, 80, 96, Math.PI * 1.05, Math.PI * 1.95), m.body);
  c.poly([95, -118, 165, -118, 165, -96, 100, -96], m.body);
}

function equipmentCrane(c: Canvas, m: MachineColors): void {
  towerCrane(c, -60, 0, 330, 300, 130, 22, { color: m.body, dark: m.dark, dir: 1, hook: 0.68, drop: 160, load: m.mid });
  c.rect(-120, -10, 120, 10, m.mid);
}

const MACHINE_BOUNDS: Record<DemoMachine, [number, number, number]> = {
  // [minX, maxX, height] in local units
  excavator: [-200, 320, 305],
  crane: [-200, 250, 400],
  loader: [-215, 298, 272],
  "dump-truck": [-262, 248, 228],
  bulldozer: [-214, 234, 262],
  "concrete-mixer": [-292, 254, 262],
  roller: [-240, 256, 272],
};

function drawEquipment(c: Canvas, machine: DemoMachine, variant: number): void {
  const W = c.w, H = c.h;
  const backs = [
    [0xf4f7fa, 0xdfe7ef],
    [0xfaf6ef, 0xece3d3],
    [0xeef3f8, 0xd5e0eb],
    [0xf5f5f2, 0xe1e5df],
  ] as const;
  const [b0, b1] = pick(backs, variant);
  c.vgrad(0, 0, W, H, b0, b1);
  const gy = H * 0.84;
  c.circle(W * 0.5, H * 0.46, H * 0.42, WHITE, 0.45);
  for (let x = 40; x < W; x += 80) c.rect(x, 0, 1, gy, shade(b1, 0.05), 0.35);
  c.rect(0, gy, W, H - gy, shade(b1, 0.1));
  c.rect(0, gy, W, 3, 0x8e9aa8);
  for (let x = 10; x < W; x += 26) c.rect(x, gy + 12, 12, 2, shade(b1, 0.2), 0.6);
  const body = pick([AMBER, 0xf7c531, 0xf2a516, 0xf0932b], variant);
  const m: MachineColors = { body, body2: shade(body, 0.14), dark: 0x2b3440, mid: 0x4a5563, glass: 0x9fc6e0, steel: 0xa9b3be };
  const [minX, maxX, height] = MACHINE_BOUNDS[machine] ?? MACHINE_BOUNDS.excavator;
  const k = Math.min((W * 0.86) / (maxX - minX), (gy - 24) / height);
  const tx = W / 2 - (k * (minX + maxX)) / 2;
  c.ellipse(W / 2, gy + 2, (maxX - minX) * k * 0.5, 7, 0x2b3440, 0.18);
  c.transform(tx, gy, k);
  switch (machine) {
    case "crane":
      equipmentCrane(c, m);
      break;
    case "loader":
      loader(c, m);
      break;
    case "dump-truck":
      dumpTruck(c, m);
      break;
    case "bulldozer":
      bulldozer(c, m);
      break;
    case "concrete-mixer":
      concreteMixer(c, m);
      break;
    case "roller":
      roller(c, m);
      break;
    default:
      excavator(c, m);
  }
  c.resetTransform();
}

// ---------------------------------------------------------------------------------------------
// Client logo (320 x 160) and site brand (240 x 64)

const LOGO_COLORS = [0x1f4e8c, 0x138a8a, 0x2e8b57, 0xc0392b, 0x6c4f9e, 0xe67e22, 0x34495e, 0xb8860b];

function emblem(c: Canvas, shape: number, x: number, y: number, r: number, color: number, bg: number): void {
  switch (shape) {
    case 0:
      c.circle(x, y, r, color);
      c.circle(x, y, r * 0.55, bg);
      c.circle(x, y, r * 0.3, color);
      break;
    case 1: {
      const pts: number[] = [];
      for (let k = 0; k < 6; k++) pts.push(x + Math.cos((k * Math.PI) / 3 + Math.PI / 6) * r, y + Math.sin((k * Math.PI) / 3 + Math.PI / 6) * r);
      c.poly(pts, color);
      c.poly([x - r * 0.5, y + r * 0.35, x, y - r * 0.5, x + r * 0.5, y + r * 0.35], bg);
      break;
    }
    case 2:
      c.poly([x, y - r, x + r, y, x, y + r, x - r, y], color);
      c.poly([x, y - r * 0.45, x + r * 0.45, y, x, y + r * 0.45, x - r * 0.45, y], bg);
      break;
    case 3:
      c.poly([x, y - r, x + r * 0.95, y + r * 0.75, x - r * 0.95, y + r * 0.75], color);
      c.rect(x - r * 0.5, y + r * 0.2, r, r * 0.16, bg);
      break;
    case 4:
      roundRect(c, x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8, r * 0.35, color);
      for (let k = 0; k < 3; k++) c.rect(x - r * 0.5 + k * r * 0.38, y + r * 0.45 - (k + 1) * r * 0.3, r * 0.24, (k + 1) * r * 0.3, bg);
      break;
    case 5:
      c.poly(ringPts(x, y, r * 0.6, r, Math.PI * 0.75, Math.PI * 2.25, 32), color);
      c.rect(x - r * 0.12, y - r, r * 0.24, r, color);
      break;
    default:
      c.poly([x - r, y + r * 0.6, x - r * 0.3, y - r * 0.8, x + r * 0.1, y, x + r * 0.45, y - r * 0.5, x + r, y + r * 0.6], color);
      c.circle(x + r * 0.55, y - r * 0.7, r * 0.18, color);
  }
}

function drawLogo(c: Canvas, initials: string, variant: number): void {
  const W = c.w, H = c.h;
  const bg = pick([0xf7f8fa, 0xf8f6f1, 0xf3f6f9, 0xf6f8f5], variant);
  c.fill(bg);
  const color = pick(LOGO_COLORS, variant);
  const shape = mod(variant, 7);
  emblem(c, shape, 78, H / 2, 46, color, bg);
  const text = initials.trim().slice(0, 4) || "?";
  let scale = 8;
  while (scale > 2 && textWidth(text, scale) > W - 160) scale--;
  const tw = textWidth(text, scale);
  const tx = Math.round(148 + Math.max(0, (W - 160 - tw) / 2 - 8));
  const ty = Math.round(H / 2 - (7 * scale) / 2 - 8);
  c.text(text, tx, ty, scale, 0x2b3440);
  c.rect(tx, ty + 9 * scale + 4, Math.max(tw, 40), 6, color);
}

function drawBrand(c: Canvas, initials: string): void {
  // transparent background: draw only opaque shapes
  c.poly([6, 30, 32, 8, 58, 30, 50, 30, 32, 16, 14, 30], ORANGE);
  c.rect(16, 32, 9, 24, NAVY);
  c.rect(28, 26, 9, 30, NAVY);
  c.rect(40, 36, 9, 20, NAVY);
  c.rect(8, 56, 48, 4, ORANGE);
  const text = initials.trim().slice(0, 5) || "?";
  let scale = 5;
  while (scale > 1 && textWidth(text, scale) > c.w - 76) scale--;
  const ty = Math.round(32 - (7 * scale) / 2);
  c.text(text, 68, ty, scale, NAVY);
}

// ---------------------------------------------------------------------------------------------
// About (800 x 600): a site scene with the team, or a blueprint

function person(c: Canvas, x: number, gy: number, s: number, shirt: number, vest: number, hat: number, skin: number, armUp: boolean, plan: boolean): void {
  const trousers = 0x2a3242, boot = 0x3a2a20;
  c.line(x - 6 * s, gy - 46 * s, x - 8 * s, gy - 3 * s, 10 * s, trousers, 1, true);
  c.line(x + 6 * s, gy - 46 * s, x + 9 * s, gy - 3 * s, 10 * s, trousers, 1, true);
  c.rect(x - 15 * s, gy - 5 * s, 12 * s, 5 * s, boot);
  c.rect(x + 4 * s, gy - 5 * s, 12 * s, 5 * s, boot);
  roundRect(c, x - 14 * s, gy - 92 * s, 28 * s, 50 * s, 7 * s, shirt);
  c.poly([x - 14 * s, gy - 86 * s, x - 4 * s, gy - 92 * s, x - 4 * s, gy - 44 * s, x - 14 * s, gy - 44 * s], vest);
  c.poly([x + 14 * s, gy - 86 * s, x + 4 * s, gy - 92 * s, x + 4 * s, gy - 44 * s, x + 14 * s, gy - 44 * s], vest);
  c.rect(x - 14 * s, gy - 60 * s, 10 * s, 3 * s, 0xe8ecef);
  c.rect(x + 4 * s, gy - 60 * s, 10 * s, 3 * s, 0xe8ecef);
  c.line(x - 13 * s, gy - 86 * s, x - 18 * s, gy - 52 * s, 8 * s, shirt, 1, true);
  if (armUp) c.line(x + 13 * s, gy - 86 * s, x + 36 * s, gy - 118 * s, 8 * s, shirt, 1, true);
  else c.line(x + 13 * s, gy - 86 * s, x + 18 * s, gy - 52 * s, 8 * s, shirt, 1, true);
  if (plan) {
    c.line(x - 18 * s, gy - 58 * s, x + 8 * s, gy - 70 * s, 9 * s, 0xe8f1fb, 1, true);
    c.circle(x + 8 * s, gy - 70 * s, 4.5 * s, 0xb9d2ee);
  }
  c.rect(x - 3 * s, gy - 100 * s, 6 * s, 9 * s, skin);
  c.circle(x, gy - 108 * s, 10 * s, skin);
  c.clip(x - 14 * s, gy - 126 * s, 28 * s, 16 * s);
  c.ellipse(x, gy - 110 * s, 12 * s, 13 * s, hat);
  c.noClip();
  c.rect(x - 14 * s, gy - 112 * s, 28 * s, 3 * s, shade(hat, 0.12));
}

function drawAbout(c: Canvas, p: Palette, rng: Rng): void {
  const W = c.w, H = c.h, g = H * 0.76;
  drawSky(c, p, rng, g, W * 0.86, H * 0.2);
  clouds(c, p, rng, 2, 0, W * 0.7, H * 0.08, H * 0.2, 0.7);
  skyline(c, rng, 0, W, g, 110, p.far, p);
  frameBuilding(c, p, rng, W * 0.5, g, W * 0.36, 13, 22, 5);
  towerCrane(c, W * 0.42, g, 390, 330, 110, 11, { color: lit(p, AMBER), dark: lit(p, NAVY), dir: 1, hook: 0.62, drop: 80, load: lit(p, 0x7a8796) });
  // site office container
  c.rect(W * 0.04, g - 62, 190, 62, lit(p, 0x2f4d74));
  for (let x = W * 0.04; x < W * 0.04 + 190; x += 8) c.rect(x, g - 62, 2, 62, lit(p, 0x27415f));
  grid(c, W * 0.04 + 14, g - 48, 120, 24, 3, 1, lit(p, 0xbcd6ea), 0.7, 0.9, p, rng, 1);
  c.rect(W * 0.04 + 150, g - 44, 26, 44, lit(p, 0x1d2b44));
  c.rect(0, g, W, H - g, lit(p, 0xcbb68f));
  c.rect(0, g, W, 6, lit(p, 0xb39f78));
  for (let i = 0; i < 40; i++) c.ellipse(rng() * W, g + 14 + rng() * (H - g - 16), 3 + rng() * 10, 1.5, lit(p, 0xb5a07a), 0.7);
  const people: [number, number, number, number, number, boolean, boolean][] = [
    [W * 0.2, 0x2f4d74, ORANGE, WHITE, 0xe0b48f, false, true],
    [W * 0.33, 0xf2f4f6, 0xd8f04a, AMBER, 0x9c6b4a, true, false],
    [W * 0.46, 0x4a5563, ORANGE, ORANGE, 0xf0c7a2, false, false],
    [W * 0.6, 0x2f6f8f, 0xd8f04a, WHITE, 0xc48b62, false, true],
  ];
  for (const [x, shirt, vest, hat, skin, up, plan] of people) person(c, x, H * 0.96, 1.25, lit(p, shirt), lit(p, vest), lit(p, hat), lit(p, skin), up, plan);
}

function drawBlueprint(c: Canvas, rng: Rng): void {
  const W = c.w, H = c.h;
  const bg = 0x1c3d6e, line = 0xe6f0fb, faint = 0x8fb2da;
  c.fill(bg);
  for (let x = 0; x < W; x += 20) c.rect(x, 0, 1, H, faint, x % 100 === 0 ? 0.3 : 0.12);
  for (let y = 0; y < H; y += 20) c.rect(0, y, W, 1, faint, y % 100 === 0 ? 0.3 : 0.12);
  const g = 470;
  c.rect(40, g, W - 80, 2.5, line);
  // building elevation
  const bx = 300, bw = 300, fh = 38, floors = 9;
  c.strokeRect(bx, g - floors * fh, bw, floors * fh, 2.5, line);
  for (let f = 1; f < floors; f++) c.rect(bx, g - f * fh, bw, 1.5, line, 0.8);
  for (let f = 0; f < floors; f++) {
    for (let k = 0; k < 6; k++) c.strokeRect(bx + 14 + k * 48, g - (f + 1) * fh + 9, 30, 20, 1.2, line, 0.9);
  }
  c.strokeRect(bx + bw / 2 - 24, g - 34, 48, 34, 1.5, line);
  c.poly([bx - 12, g - floors * fh, bx + bw + 12, g - floors * fh, bx + bw + 12, g - floors * fh - 6, bx - 12, g - floors * fh - 6], line);
  // dimension lines
  const dx = bx + bw + 40;
  c.rect(dx, g - floors * fh, 1.5, floors * fh, line);
  c.poly([dx + 0.75, g - floors * fh, dx - 5, g - floors * fh + 12, dx + 6.5, g - floors * fh + 12], line);
  c.poly([dx + 0.75, g, dx - 5, g - 12, dx + 6.5, g - 12], line);
  c.rect(dx - 8, g - floors * fh, 16, 1.5, line);
  c.rect(dx - 8, g - 1.5, 16, 1.5, line);
  c.text("34.20", dx + 10, g - (floors * fh) / 2 - 7, 2, line);
  const dy = g + 30;
  c.rect(bx, dy, bw, 1.5, line);
  c.poly([bx, dy + 0.75, bx + 12, dy - 5, bx + 12, dy + 6.5], line);
  c.poly([bx + bw, dy + 0.75, bx + bw - 12, dy - 5, bx + bw - 12, dy + 6.5], line);
  c.text("24.00", bx + bw / 2 - 29, dy + 8, 2, line);
  // crane outline
  const crane = { color: line, dark: line, dir: 1 as const, hook: 0.8, drop: 70 };
  towerCrane(c, 190, g, 360, 300, 90, 12, crane);
  c.rect(60, g - 60, 80, 60, bg);
  c.strokeRect(60, g - 60, 80, 60, 2, line);
  c.line(60, g - 60, 140, g, 1, line, 0.7);
  c.line(140, g - 60, 60, g, 1, line, 0.7);
  // section circle marks and title block
  const tx = W - 250, ty = H - 80;
  c.rect(tx, ty, 230, 64, bg);
  c.strokeRect(tx, ty, 230, 64, 2, line);
  c.rect(tx, ty + 30, 230, 1.5, line);
  c.rect(tx + 120, ty + 30, 1.5, 34, line);
  c.text("A-01", tx + 10, ty + 8, 2, line);
  c.text(`${1 + Math.floor(rng() * 9)}-100`, tx + 10, ty + 40, 2, line);
  c.text("REV 2", tx + 130, ty + 40, 2, line);
}
