import { randomUUID } from "node:crypto";
import path from "node:path";

import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build } from "rolldown";
import { defineConfig, type Plugin } from "vite";

// Dependencies Vite would otherwise discover on the first request in dev and reload for.
const prebundled = [
  "react",
  "react-dom",
  "react-dom/client",
  "react-router",
  "lucide-react",
  "clsx",
  "tailwind-merge",
  "zod",
  "@conform-to/react",
  "@conform-to/zod/v4",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  optimizeDeps: { include: prebundled },
  environments: {
    ssr: { optimizeDeps: { include: [...prebundled, "react-dom/server", "isbot"] } },
  },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), siteScript(), buildId()],
});

/**
 * `virtual:site-script`: the public pages' one script (app/components/site/site-script/), bundled
 * and minified into a string the public layout inlines (docs/decisions/027-public-pages-without-react-in-the-browser.md).
 * Rolldown is the bundler Vite itself runs on.
 */
function siteScript(): Plugin {
  const virtualId = "virtual:site-script";
  const resolvedId = `\0${virtualId}`;
  const app = path.resolve(import.meta.dirname, "app");
  return {
    name: "site-script",
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      const { output } = await build({
        input: path.join(app, "components/site/site-script/index.ts"),
        resolve: { alias: { "~": app } },
        write: false,
        output: { format: "iife", minify: true },
      });
      const [chunk] = output;
      for (const module of chunk.moduleIds) this.addWatchFile(module);
      return `export default ${JSON.stringify(chunk.code)};`;
    },
  };
}

/**
 * `virtual:build-id`: an id new with every build (and every dev server). The page cache keys
 * pages and ETags by it (docs/decisions/020-public-page-cache.md): React Router's manifest version
 * only changes with the browser's assets, so a deploy that changed a loader, server-only code or
 * the inlined stylesheet kept answering with the pages the previous build had stored.
 */
function buildId(): Plugin {
  const virtualId = "virtual:build-id";
  const resolvedId = `\0${virtualId}`;
  const id = `${Date.now().toString(36)}${randomUUID().slice(0, 8)}`;
  return {
    name: "build-id",
    resolveId: (source) => (source === virtualId ? resolvedId : undefined),
    load: (source) => (source === resolvedId ? `export default ${JSON.stringify(id)};` : undefined),
  };
}
