// What one image upload costs the Worker in memory and time, by the image's size: the built
// Worker in workerd (scripts/worker-in-process.mjs) takes a media library upload of a
// photo-like JPEG (and of a tall PNG screenshot, whose largest variant is the whole image), and
// the workerd process's peak resident memory is read from /proc, started afresh just before. A Worker has 128 MB in all (docs/decisions/023-responsive-images.md), so this is what
// decides `maxImagePixels` (app/backend/image-header.ts). Each size gets a fresh Worker that has
// already taken one small upload (its codecs compiled), so the figure is the photo's own cost.
//   npm run bench:images                 build, then measure photos of 2, 4 (both ways), 6 and 12
//                                        megapixels and a tall screenshot
//   npm run bench:images -- --no-build
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

import { photoPixels, pngOf } from "../tests/fixtures/images.ts";
import { root, startWorker } from "./bench-support.mjs";
import { startWorkerInProcess } from "./worker-in-process.mjs";

const { values } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "8797" },
  },
});
if (process.platform !== "linux") throw new Error("bench:images reads workerd's memory from /proc (Linux only).");
if (values.build && !values["no-build"]) {
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const demoAdmin = { email: "admin@ornek-insaat.example", password: "OrnekDemo!2026" };
const stateDir = ".wrangler/bench-images-state";
// Fresh demo content (with its admin) in a state directory of this bench's own.
const seeded = await startWorker({ port: values.port, stateDir });
await seeded.stop();

// Photo-like JPEGs (the tests' photo-like pixels, quality 85) made with the codec the Worker decodes.
const require = createRequire(import.meta.url);
const { default: encodeJpeg, init: initJpegEncode } = await import(require.resolve("@jsquash/jpeg/encode.js"));
await initJpegEncode(
  await WebAssembly.compile(readFileSync(require.resolve("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm"))),
);
async function photoJpeg(width, height) {
  return new Uint8Array(
    await encodeJpeg({ data: photoPixels(width, height), width, height, colorSpace: "srgb" }, { quality: 85 }),
  );
}

/** This process's workerd children. */
function workerdChildren() {
  return readdirSync("/proc").filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] === String(process.pid) && stat.includes("(workerd)");
    } catch {
      return false;
    }
  });
}

/** Starts their peak memory afresh from what they hold now (Linux: clear_refs 5). */
function resetPeak() {
  for (const pid of workerdChildren()) writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** The resident memory of this process's workerd children, in MB: now, and the peak since `resetPeak`. */
function workerdMemory() {
  const children = workerdChildren();
  const field = (pid, name) =>
    Number(new RegExp(`${name}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  return {
    now: children.reduce((sum, pid) => sum + field(pid, "VmRSS"), 0),
    peak: children.reduce((sum, pid) => sum + field(pid, "VmHWM"), 0),
  };
}

// A tall phone screenshot: PNG, and narrower than 1600 px, so its largest variant is its own width.
function screenshotPng(width, height) {
  return pngOf(width, height, 3, (row, y) => {
    for (let x = 0; x < width; x++) {
      // Bands of text-like stripes on a light background.
      const ink = y % 48 < 20 && x % 7 < 4 && (x * 31 + y) % 97 > 20;
      row.set(ink ? [40, 40, 60] : [245, 246, 250], x * 3);
    }
  });
}

async function upload(worker, cookie, name, bytes) {
  const form = new FormData();
  form.append("files", new File([bytes], name, { type: name.endsWith(".png") ? "image/png" : "image/jpeg" }));
  const body = new Response(form);
  const started = performance.now();
  const answer = await worker.fetch("/admin/media", {
    method: "POST",
    body: new Uint8Array(await body.arrayBuffer()),
    headers: { Cookie: cookie, Origin: "http://localhost", "Content-Type": body.headers.get("Content-Type") },
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return { status: answer.status, seconds: (performance.now() - started) / 1000 };
}

const sizes = [
  [1632, 1224],
  [2400, 1600],
  [1600, 2400],
  [3000, 2000],
  [4032, 3024],
  [1000, 4000, "png"],
];
const small = await photoJpeg(640, 480);
const rows = [];
for (const [width, height, kind = "jpg"] of sizes) {
  const photo = kind === "png" ? await screenshotPng(width, height) : await photoJpeg(width, height);
  const worker = await startWorkerInProcess({ stateDir, bindings: { SIGN_IN_MAX_FAILURES: "1000" } });
  const signIn = await worker.fetch("/admin/login", {
    method: "POST",
    body: new URLSearchParams(demoAdmin),
    headers: { Origin: "http://localhost" },
    redirect: "manual",
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`the demo admin could not sign in (${signIn.status})`);
  await upload(worker, cookie, "isinma.jpg", small);
  resetPeak();
  const before = workerdMemory();
  const { status, seconds } = await upload(worker, cookie, `foto-${width}x${height}.${kind}`, photo);
  const after = workerdMemory();
  await worker.stop();
  rows.push({ width, height, kind, kb: photo.byteLength / 1024, status, seconds, above: after.peak - before.now });
}

console.log(
  "\nOne photo uploaded to the media library of the built Worker (workerd, local D1 and R2), a fresh Worker per size\n",
);
console.log(
  `${"image".padEnd(16)}${"megapixels".padStart(11)}${"file KB".padStart(9)}${"answer".padStart(8)}${"seconds".padStart(9)}${"peak MB above a warm Worker".padStart(29)}`,
);
for (const row of rows) {
  const answer = row.status === 302 ? "stored" : row.status === 400 ? "refused" : String(row.status);
  console.log(
    `${`${row.width}×${row.height} ${row.kind.toUpperCase()}`.padEnd(16)}${((row.width * row.height) / 1e6).toFixed(1).padStart(11)}${row.kb.toFixed(0).padStart(9)}${answer.padStart(8)}` +
      `${row.seconds.toFixed(2).padStart(9)}${row.above.toFixed(0).padStart(29)}`,
  );
}
console.log(
  "\nA Worker has 128 MB for its code, its requests and this; images past the pixel limit are refused before they are decoded.",
);
