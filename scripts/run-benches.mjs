// `npm run bench`: every bench runs, even after one misses its budget, so that a single
// miss does not hide the others' figures; the exit code says whether any missed.
import { spawnSync } from "node:child_process";

const benches = [
  "bench/page-weight.ts",
  "bench/cold-start.ts",
  "bench/catalog-search.ts",
  "bench/demo-generation.ts",
  "bench/audio-delivery.ts",
  "bench/play-log.ts",
  "bench/load.ts",
];

const missed = [];
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const { status } = spawnSync("npx", ["tsx", bench], { stdio: "inherit" });
  if (status !== 0) missed.push(bench);
}
console.log(missed.length ? `\nMISSED: ${missed.join(", ")}` : "\nEvery bench within budget.");
process.exit(missed.length ? 1 : 0);
