/**
 * Each bench states its goals here as it measures them: printed at once, and — under
 * `npm run bench` — appended to the file `BENCH_GOALS` names, from which
 * `scripts/run-benches.mjs` prints one summary table of every goal with PASS or FAIL.
 */
import fs from "node:fs";
import path from "node:path";

export interface GoalResult {
  /** What is measured, e.g. "audio Range req/s vs nginx". */
  goal: string;
  /** The target as people say it, e.g. "≥ 0.6×". */
  target: string;
  /** The figure measured, with its unit, e.g. "0.72× (940 vs 1 310 req/s)". */
  measured: string;
  /** false fails `npm run bench`; null is a figure reported without a goal. */
  pass: boolean | null;
}

const bench = path.basename(process.argv[1] ?? "bench", ".ts");
const stated: GoalResult[] = [];

/** Records one goal's result; `failedGoals()` lists the misses for the bench's exit code. */
export function reportGoal(result: GoalResult): void {
  stated.push(result);
  const verdict = result.pass === null ? "" : result.pass ? "  PASS" : "  FAIL";
  console.log(`goal: ${result.goal}: ${result.measured} (target ${result.target})${verdict}`);
  const file = process.env.BENCH_GOALS;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ bench, ...result })}\n`);
}

/** The goals this run missed, as one line each. */
export function failedGoals(): string[] {
  return stated
    .filter((result) => result.pass === false)
    .map((result) => `${result.goal}: ${result.measured} (target ${result.target})`);
}
