// The inspection file's renderer in a worker thread, as bench/inspection-file.ts runs it:
// the worker makes the year of plays itself, as the job will read them itself; the file's
// size and the drawing time go back.
import { parentPort } from "node:worker_threads";
import { renderInspectionFilePdf } from "~/server/features/inspection-files/render-inspection-file-pdf";
import { yearOfPlays } from "./year-of-plays";

const started = performance.now();
const pdf = await renderInspectionFilePdf(yearOfPlays);
parentPort?.postMessage({
  bytes: pdf.length,
  elapsed: performance.now() - started,
  plays: yearOfPlays.plays.length,
  tracks: yearOfPlays.tracks.length,
  seals: yearOfPlays.seals.length,
});
