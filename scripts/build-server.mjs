// Bundles the server and copies its migrations beside it: build/node/{main,cli}.js.
import fs from "node:fs";
import { build } from "esbuild";

const outdir = "build/node";
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: [
    "src/server/main.ts",
    "src/server/cli.ts",
    // A worker thread's code (features/inspection-files/draw-in-worker.ts finds it here).
    {
      in: "src/server/features/inspection-files/draw-inspection-file-thread.ts",
      out: "draw-inspection-file",
    },
  ],
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

fs.cpSync("src/server/db/migrations", `${outdir}/migrations`, { recursive: true });
