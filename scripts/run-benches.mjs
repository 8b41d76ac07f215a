// `npm run bench`: every bench runs, even after one misses its budget, so that a single
// miss does not hide the others' figures. Each bench reports its goals (bench/support/
// goals.ts) into one file; the summary table at the end lists them all with PASS or FAIL,
// and the exit code says whether any goal was missed or any bench failed to finish.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// `npm run bench -- bench/x.ts …` runs only those.
const allBenches = [
  "bench/page-weight.ts",
  // Before Lighthouse, whose browsers keep the machine busy for a while after they close.
  "bench/cold-start.ts",
  "bench/lighthouse.ts",
  "bench/first-content.ts",
  "bench/catalog-search.ts",
  "bench/demo-generation.ts",
  "bench/audio-analysis.ts",
  "bench/audio-delivery.ts",
  "bench/api-throughput.ts",
  "bench/sse-fanout.ts",
  "bench/remote-latency.ts",
  "bench/play-log.ts",
  "bench/inspection-file.ts",
  "bench/offline-reserve.ts",
  "bench/schedule.ts",
  "bench/network-alerts.ts",
  "bench/company-programmes.ts",
  "bench/network-status.ts",
  "bench/load.ts",
];
const benches = process.argv.length > 2 ? process.argv.slice(2) : allBenches;

const goalsFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-goals-")),
  "goals.jsonl",
);
fs.writeFileSync(goalsFile, "");
const unfinished = [];
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const started = Date.now();
  const { status, signal } = spawnSync("npx", ["tsx", bench], {
    stdio: "inherit",
    env: { ...process.env, BENCH_GOALS: goalsFile },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (status !== 0) unfinished.push({ bench, why: signal ?? `exit ${status}`, seconds });
}

const goals = fs
  .readFileSync(goalsFile, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const verdict = (pass) => (pass === null ? "—" : pass ? "PASS" : "FAIL");
const missedBy = new Set(goals.filter((goal) => goal.pass === false).map((goal) => goal.bench));
const stoppedOtherwise = unfinished
  .map(({ bench, why }) => ({ bench: path.basename(bench, ".ts"), why }))
  .filter(({ bench }) => !missedBy.has(bench));
const rows = [
  ["bench", "goal", "target", "measured", "result"],
  ...goals.map((goal) => [goal.bench, goal.goal, goal.target, goal.measured, verdict(goal.pass)]),
  // A bench that stopped without missing a stated goal failed on something else (wrong
  // bytes, a crash): it counts as a failure too.
  ...stoppedOtherwise.map(({ bench, why }) => [bench, "finishes", "exit 0", why, "FAIL"]),
];
const widths = rows[0].map((_, column) =>
  Math.max(...rows.map((row) => String(row[column]).length)),
);
console.log("\n=== Summary");
for (const [index, row] of rows.entries()) {
  console.log(
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join("  ")
      .trimEnd(),
  );
  if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
}
const failed = goals.filter((goal) => goal.pass === false).length + stoppedOtherwise.length;
console.log(failed ? `\n${failed} goal(s) missed.` : "\nEvery goal met.");
process.exit(failed ? 1 : 0);
