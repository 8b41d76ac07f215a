import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { eq } from "drizzle-orm";
import { normalizeText } from "~/shared/catalog/normalize";
import type { SongMeasurement } from "~/shared/catalog/schema";
import { genre, song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import { decodesFormat } from "../../infra/audio/decode-audio";
import { inspectAudioFile } from "../../infra/audio/inspect-audio";
import { transactionExecutor } from "../../infra/jobs/job-queue";
import { objectKey } from "../../infra/storage/object-storage";
import type { CatalogDeps } from "./deps";
import { ANALYSIS_QUEUE, createAnalysisQueue, insertAnalysisJobs } from "./song-analysis-job";
import { toSongSummary, type SongSummary } from "./song-summary";
import { removeFailedUpload } from "../../infra/storage/remove-failed-upload";

export interface UploadSongInput {
  genreId: string;
  title: string;
  artist: string;
  file: File;
  /** The admin's browser's measurement of the file (decision 019); null when it sent none. */
  browserMeasurement?: SongMeasurement | null;
}

/**
 * Accepts only real audio (decided by its bytes), stores it under a key the server
 * makes (music/<timestamp>-<safe name>) and records it with its duration, size and type.
 * Its loudness is measured afterwards by a job enqueued with the row, in one transaction,
 * so the upload answers as soon as the file is stored and no song is left unqueued.
 * A format no decoder here reads (AAC, M4A) takes the browser's measurement instead, when
 * it sent one (decision 019): its values are a claim, checked for range and kept marked as
 * the browser's. For any other format the server's own measurement is the one kept.
 * A failure at any step leaves neither a row nor a file.
 */
export async function uploadSong(deps: CatalogDeps, input: UploadSongInput): Promise<SongSummary> {
  const [target] = await deps.db
    .select({ id: genre.id, name: genre.name })
    .from(genre)
    .where(eq(genre.id, input.genreId));
  if (!target) throw new AppError("BAD_REQUEST", "No such genre");
  if (input.file.size === 0) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The file is empty");

  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "sonaria-upload-"));
  const temp = path.join(folder, "upload");
  try {
    await pipeline(
      Readable.fromWeb(input.file.stream() as WebReadableStream),
      fs.createWriteStream(temp),
    );
    const audio = await inspectAudioFile(temp);
    if (!audio) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The file is not audio we accept");

    const claim = decodesFormat(audio.format) ? null : (input.browserMeasurement ?? null);
    // Each silent edge is part of the file, and the two never overlap.
    if (
      claim &&
      claim.leadingSilenceSeconds + claim.trailingSilenceSeconds > audio.durationSeconds + 0.5
    ) {
      throw new AppError("BAD_REQUEST", "The measurement's silence is longer than the song");
    }
    const measured = claim
      ? {
          analysisStatus: "done" as const,
          measuredBy: "browser" as const,
          loudnessLufs: claim.loudnessLufs,
          truePeakDbtp: claim.truePeakDbtp,
          leadingSilenceSeconds: claim.leadingSilenceSeconds,
          trailingSilenceSeconds: claim.trailingSilenceSeconds,
        }
      : {
          analysisStatus: "pending" as const,
          measuredBy: null,
          loudnessLufs: null,
          truePeakDbtp: null,
          leadingSilenceSeconds: null,
          trailingSilenceSeconds: null,
        };

    const baseName = input.file.name.replace(/\.[^./\\]*$/, "") || "cancion";
    const key = objectKey("music", `${baseName}.${audio.extension}`);
    const size = (await fs.promises.stat(temp)).size;
    await deps.storage.put(key, fs.createReadStream(temp), { contentType: audio.mimeType, size });

    const row = {
      id: randomUUID(),
      title: input.title,
      artist: input.artist,
      genreId: target.id,
      storageKey: key,
      mimeType: audio.mimeType,
      sizeBytes: size,
      durationSeconds: audio.durationSeconds,
      searchText: normalizeText(`${input.title} ${input.artist}`),
      ...measured,
    };
    try {
      await createAnalysisQueue(deps.jobs);
      await deps.db.transaction(async (tx) => {
        await tx.insert(song).values(row);
        if (!claim) await insertAnalysisJobs(deps.jobs, [row.id], transactionExecutor(tx));
      });
    } catch (error) {
      await removeFailedUpload(deps, key);
      throw error;
    }
    deps.jobs.notify(ANALYSIS_QUEUE);
    await deps.events.publish({ topic: "catalog" });
    return toSongSummary(
      {
        id: row.id,
        title: row.title,
        artist: row.artist,
        genreId: target.id,
        genreName: target.name,
        durationSeconds: row.durationSeconds,
        inPlaylist: false,
        blockedBy: 0,
        // A new upload is a draft: no rights yet (decision 039).
        licensedUntil: null,
        ...measured,
      },
      deps.playback,
    );
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
