// Bundles the dashboard's service worker to build/client/sw.js: one file at the site's
// root, not hashed (browsers look for it by name and check it for updates themselves).
import { build } from "esbuild";

await build({
  entryPoints: ["src/web/service-worker/main.ts"],
  outfile: "build/client/sw.js",
  bundle: true,
  format: "iife",
  target: "chrome120",
  minify: true,
  alias: { "~": "./src" },
  logLevel: "warning",
});
