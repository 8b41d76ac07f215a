import type { InfraDeps } from "../deps";
import {
  analyzeSongs,
  type AnalysisProgress,
  type AnalysisRunReport,
} from "../features/catalog/analyze-songs";

const outcome = {
  done: "measured",
  failed: "not analysable (plays at unity gain)",
  pending: "still pending",
};

/** "3/12 Lluvia en la costa: measured". */
export function progressLine(progress: AnalysisProgress): string {
  const what = progress.status ? outcome[progress.status] : "already analysed, skipped";
  return `${progress.index}/${progress.total} ${progress.title}: ${what}`;
}

export function reportLine(report: AnalysisRunReport, all: boolean): string {
  if (report.total === 0) return "Every song is analysed already; nothing to do.";
  const scope = all ? "songs" : "pending songs";
  return `Analysed ${report.total} ${scope}: ${report.done} measured, ${report.failed} not analysable, ${report.skipped} skipped.`;
}

/**
 * `analyze-audio [--all]`: measures the loudness of the songs still pending (every song
 * with --all) in this process. Stopping it loses only the song under way: what was
 * measured is recorded, and running it again goes on with the rest.
 */
export async function analyzeAudioCommand(
  deps: Pick<InfraDeps, "database" | "storage" | "logger" | "events">,
  options: { all: boolean },
  progress: (line: string) => void,
): Promise<string> {
  const report = await analyzeSongs(
    { db: deps.database.db, storage: deps.storage, logger: deps.logger, events: deps.events },
    {
      scope: options.all ? "all" : "pending",
      onProgress: (step) => progress(progressLine(step)),
    },
  );
  return reportLine(report, options.all);
}
