/**
 * An inspection file for a year of a three-zone shop: about 100 000 plays, each on its own
 * line, with 400 distinct songs and their rights, 365 days and 1 095 seals. The file is
 * rendered as the job will render it, and timed. Budget: under 30 s and under 300 MB of
 * resident memory at its peak. Run: `npx tsx bench/inspection-file.ts`.
 *
 * The plays are made in memory here: the renderer is what a year weighs on. The gathering
 * from the database is measured separately, once the job reads the log.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { build } from "esbuild";
import { reportGoal } from "./support/goals";

const BUDGET_MS = 30_000;
const BUDGET_MB = 300;
// As the job will run it: in a worker thread, so the server's event loop never waits for
// the seconds of drawing, with its heap bounded, so V8 collects as it goes instead of
// growing to several times what the file needs.
// Bundled as the server is (scripts/build-server.mjs), and run without the TypeScript loader.
// Inside the project, where its packages resolve from.
const bundled = path.resolve("node_modules/.cache/sonaria-bench/inspection-file-worker.mjs");
await build({
  entryPoints: [
    fileURLToPath(new URL("./support/render-inspection-file-worker.ts", import.meta.url)),
  ],
  outfile: bundled,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});
const worker = new Worker(bundled, {
  execArgv: [],
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 4 },
});
const { bytes, elapsed, plays, tracks, seals } = await new Promise<{
  bytes: number;
  elapsed: number;
  plays: number;
  tracks: number;
  seals: number;
}>((resolve, reject) => {
  worker.once("message", resolve);
  worker.once("error", reject);
});
await worker.terminate();
const mb = (process.resourceUsage().maxRSS * 1024) / 1024 / 1024;
console.log(
  `${plays} plays, ${tracks} songs, ${seals} seals: ${(bytes / 1024 / 1024).toFixed(1)} MB of PDF in ${(elapsed / 1000).toFixed(1)} s, peak RSS of the process ${Math.round(mb)} MB`,
);
reportGoal({
  goal: "a year's inspection file for 3 zones rendered",
  target: `< ${BUDGET_MS / 1000} s`,
  measured: `${(elapsed / 1000).toFixed(1)} s (${plays} plays)`,
  pass: elapsed < BUDGET_MS,
});
reportGoal({
  goal: "its peak resident memory",
  target: `< ${BUDGET_MB} MB`,
  measured: `${Math.round(mb)} MB`,
  pass: mb < BUDGET_MB,
});
if (elapsed >= BUDGET_MS || mb >= BUDGET_MB) process.exit(1);
