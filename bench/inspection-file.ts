/**
 * An inspection file for a year of a three-zone shop: about 100 000 plays, each on its own
 * line, with 400 distinct songs and their rights, 365 days and 1 095 seals. The file is
 * rendered as the job will render it, and timed. Budget: under 30 s and under 300 MB of
 * resident memory at its peak. Run: `npx tsx bench/inspection-file.ts`.
 *
 * The plays are made in memory here: the renderer is what a year weighs on. The gathering
 * from the database is measured separately, once the job reads the log.
 */
import { drawInWorker } from "~/server/features/inspection-files/draw-in-worker";
import { reportGoal } from "./support/goals";
import { yearOfPlays } from "./support/year-of-plays";

const BUDGET_MS = 30_000;
const BUDGET_MB = 300;
// As the job runs it (draw-in-worker.ts): the content gathered in the server's thread, drawn
// in a worker thread with a bounded heap, so V8 collects as it goes instead of growing to
// several times what the file needs, and the server's event loop never waits.
const plays = yearOfPlays.plays.length;
const tracks = yearOfPlays.tracks.length;
const seals = yearOfPlays.seals.length;
let reports = 0;
const started = performance.now();
const pdf = await drawInWorker(yearOfPlays, { onProgress: () => reports++ });
const elapsed = performance.now() - started;
const bytes = pdf.length;
const mb = (process.resourceUsage().maxRSS * 1024) / 1024 / 1024;
console.log(
  `${plays} plays, ${tracks} songs, ${seals} seals: ${(bytes / 1024 / 1024).toFixed(1)} MB of PDF in ${(elapsed / 1000).toFixed(1)} s (${reports} progress reports), peak RSS of the process ${Math.round(mb)} MB`,
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
