import { asc, eq } from "drizzle-orm";
import type { AnalysisStatus } from "~/shared/audio/song-analysis";
import { song } from "../../domain/catalog/tables";
import type { EventBus } from "../../infra/realtime/event-bus";
import { analyzeSong, type AnalyzeSongDeps } from "./analyze-song";

export interface AnalysisProgress {
  /** 1-based position of this song in the run. */
  index: number;
  total: number;
  title: string;
  /** null: analysed meanwhile by someone else (a server's job), or deleted. */
  status: AnalysisStatus | null;
}

export interface AnalysisRunReport {
  total: number;
  done: number;
  failed: number;
  skipped: number;
}

/**
 * Analyses songs here and now, one after another (the CLI and the demo seed; the server
 * uses its job queue). "pending" takes only songs not yet analysed, so a run stopped
 * half-way is resumed by running it again; "all" measures every song again.
 */
export async function analyzeSongs(
  deps: AnalyzeSongDeps & { events: EventBus },
  options: { scope: "pending" | "all"; onProgress?: (progress: AnalysisProgress) => void },
): Promise<AnalysisRunReport> {
  const songs = await deps.db
    .select({ id: song.id, title: song.title })
    .from(song)
    .where(options.scope === "pending" ? eq(song.analysisStatus, "pending") : undefined)
    .orderBy(asc(song.createdAt), asc(song.id));
  const report: AnalysisRunReport = { total: songs.length, done: 0, failed: 0, skipped: 0 };
  for (const [index, { id, title }] of songs.entries()) {
    const status = await analyzeSong(deps, {
      songId: id,
      onlyPending: options.scope === "pending",
    });
    if (status === null) report.skipped++;
    else report[status === "done" ? "done" : "failed"]++;
    // A server sharing the database shows the new values in the admin's table at once.
    if (status) await deps.events.publish({ topic: "catalog" });
    options.onProgress?.({ index: index + 1, total: songs.length, title, status });
  }
  return report;
}
