/**
 * How long `seed-demo` spends making its music: the twelve demo tracks generated and
 * encoded to MP3 in-process, best of three. Budget: 10 s, which keeps `npm run cli --
 * seed-demo` quick on a laptop. Run: `npx tsx bench/demo-generation.ts`.
 */
import { demoTracks } from "~/server/features/catalog/demo/demo-catalog";
import { generateAmbientTrack } from "~/server/features/catalog/demo/generate-ambient-track";
import { reportGoal } from "./support/goals";

const BUDGET_MS = 10_000;
const RUNS = 3;

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const tracks = demoTracks.map((track) => generateAmbientTrack(track));
  times.push(performance.now() - started);
  if (tracks.length !== demoTracks.length) throw new Error("a demo track is missing");
}
const best = Math.min(...times);
const seconds = demoTracks.reduce((sum, track) => sum + track.seconds, 0);
console.log(
  `${demoTracks.length} demo tracks (${seconds} s of audio): best ${Math.round(best)} ms, ` +
    `runs ${times.map((ms) => Math.round(ms)).join(" / ")} ms`,
);
reportGoal({
  goal: "demo tracks generated and encoded (best of 3)",
  target: `≤ ${BUDGET_MS / 1000} s`,
  measured: `${(best / 1000).toFixed(1)} s`,
  pass: best <= BUDGET_MS,
});
if (best > BUDGET_MS) {
  console.error(`\nFAIL: ${Math.round(best)} ms (budget ${BUDGET_MS} ms)`);
  process.exit(1);
}
console.log(`\nOK: within ${BUDGET_MS / 1000} s.`);
