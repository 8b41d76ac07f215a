import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { lucideIconsPlugin } from "./scripts/lucide-icons-plugin.mjs";
import { moduleGraphPlugin } from "./scripts/module-graph-plugin.mjs";
import { pageChunks } from "./scripts/page-chunks.mjs";
import routes from "./src/web/routes";
import { webDefines } from "./src/shared/config/web-defines";

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter(), lucideIconsPlugin(), moduleGraphPlugin()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  // The real environment wins over .env files.
  define: webDefines({ ...loadEnv(mode, process.cwd(), ""), ...process.env }),
  build: {
    rollupOptions: {
      output: {
        manualChunks: pageChunks(routes, path.resolve(import.meta.dirname, "src/web"), {
          layout: "routes/dashboard-layout.tsx",
          pages: [
            "routes/dashboard-home.tsx",
            "routes/dashboard-player.tsx",
            "routes/dashboard-remote.tsx",
            "routes/dashboard-history.tsx",
          ],
          // Head office's "Estado de la red", open all day on a chain's laptop and phone.
          apart: ["routes/dashboard-network.tsx"],
        }),
      },
    },
  },
  server: {
    proxy: {
      "/api": `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
}));
