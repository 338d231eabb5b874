import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
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
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), siteScript()],
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
