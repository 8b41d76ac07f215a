import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { webDefines } from "./src/shared/config/web-defines";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  define: webDefines(process.env),
  server: {
    proxy: {
      "/api": `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});
