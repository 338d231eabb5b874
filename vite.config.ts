import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Dependencies Vite would otherwise discover on the first request in dev and reload for.
const prebundled = [
  "react",
  "react-dom",
  "react-dom/client",
  "react-router",
  "i18next",
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
    ssr: { optimizeDeps: { include: [...prebundled, "react-dom/server", "remix-i18next", "isbot"] } },
  },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
});
