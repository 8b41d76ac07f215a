import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { AnalysisStatus } from "~/shared/audio/song-analysis";
import type { Database } from "../../domain/database";
import { song } from "../../domain/catalog/tables";
import { analyzeAudioFile } from "../../infra/audio/analyze-audio-file";
import type { Logger } from "../../infra/logger";
import { ObjectNotFoundError, type ObjectStorage } from "../../infra/storage/object-storage";

export interface AnalyzeSongDeps {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * Measures a stored song's loudness, true peak and silent edges and records them, or
 * marks the song failed when its file cannot be measured (no decoder for its format, a
 * damaged or missing file): a failed song plays at unity gain. The file is copied to a
 * temporary one first, as the decoders read a path and S3 has none. `onlyPending` leaves
 * a song analysed meanwhile (by another instance, or the CLI) as it is.
 *
 * A song the admin's browser measured (AAC/M4A, decision 019) is left as it is: no
 * decoder here could do better.
 *
 * Returns the song's new status, or null when there is nothing to do (the song is gone,
 * measured by the browser, or no longer pending with `onlyPending`). A storage error other than a missing file is
 * thrown, for the caller to retry.
 */
export async function analyzeSong(
  deps: AnalyzeSongDeps,
  options: { songId: string; onlyPending?: boolean },
): Promise<AnalysisStatus | null> {
  const [target] = await deps.db
    .select({
      storageKey: song.storageKey,
      analysisStatus: song.analysisStatus,
      measuredBy: song.measuredBy,
    })
    .from(song)
    .where(eq(song.id, options.songId));
  if (!target || target.measuredBy === "browser") return null;
  if (options.onlyPending && target.analysisStatus !== "pending") return null;

  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "sonaria-analysis-"));
  const temp = path.join(folder, "song");
  try {
    try {
      await pipeline(await deps.storage.read(target.storageKey), fs.createWriteStream(temp));
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      return await markFailed(deps, options.songId, "the stored file is missing");
    }
    let analysis: Awaited<ReturnType<typeof analyzeAudioFile>>;
    try {
      analysis = await analyzeAudioFile(temp);
    } catch (error) {
      deps.logger.warn({ err: error, songId: options.songId }, "a song's audio failed to decode");
      return await markFailed(deps, options.songId, "the decoder failed");
    }
    if ("unsupported" in analysis) return await markFailed(deps, options.songId, analysis.reason);

    await deps.db
      .update(song)
      .set({
        analysisStatus: "done",
        measuredBy: "server",
        loudnessLufs: analysis.loudnessLufs,
        truePeakDbtp: analysis.truePeakDbtp,
        leadingSilenceSeconds: analysis.leadingSilenceSeconds,
        trailingSilenceSeconds: analysis.trailingSilenceSeconds,
      })
      .where(eq(song.id, options.songId));
    return "done";
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

async function markFailed(
  deps: AnalyzeSongDeps,
  songId: string,
  reason: string,
): Promise<AnalysisStatus> {
  deps.logger.warn({ songId, reason }, "song not analysable: it plays at unity gain");
  await deps.db
    .update(song)
    .set({
      analysisStatus: "failed",
      measuredBy: null,
      loudnessLufs: null,
      truePeakDbtp: null,
      leadingSilenceSeconds: null,
      trailingSilenceSeconds: null,
    })
    .where(eq(song.id, songId));
  return "failed";
}
