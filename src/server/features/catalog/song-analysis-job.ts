import { asc, eq } from "drizzle-orm";
import { song } from "../../domain/catalog/tables";
import type { InfraDeps } from "../../deps";
import type { JobQueue, JobToInsert, QueueOptions, SqlExecutor } from "../../infra/jobs/job-queue";
import { analyzeSong } from "./analyze-song";

// The queue's name is stored with its jobs: renaming it would strand them.
export const ANALYSIS_QUEUE = "song-analysis";

export interface SongAnalysisJob {
  songId: string;
}

const analysisQueueOptions = {
  // One job per song waiting at most: the boot's re-enqueue of pending songs and an
  // upload's own job do not analyse it twice.
  policy: "stately",
  // Only the storage can fail for a while (S3 unreachable); a file that cannot be
  // decoded is marked failed, not retried.
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  // An hour-long mix decodes in about a minute (bench/audio-analysis.ts); ten is ample.
  expireInSeconds: 600,
  deleteAfterSeconds: 7 * 24 * 3600,
} satisfies QueueOptions;

const ENQUEUE_BATCH = 1000;

function analysisJobs(songIds: string[]): JobToInsert<SongAnalysisJob>[] {
  return songIds.map((songId) => ({ data: { songId }, singletonKey: songId }));
}

/**
 * Before a transaction that enqueues analyses: on PGlite, creating the queue from inside
 * one would wait for that transaction to end (job-queue.ts, createQueue).
 */
export function createAnalysisQueue(jobs: JobQueue): Promise<void> {
  return jobs.createQueue(ANALYSIS_QUEUE, analysisQueueOptions);
}

/**
 * Inserts the analysis jobs of songs, in the caller's transaction when given one; the
 * caller wakes the workers (`jobs.notify(ANALYSIS_QUEUE)`) once it has committed.
 */
export async function insertAnalysisJobs(
  jobs: JobQueue,
  songIds: string[],
  executor?: SqlExecutor,
): Promise<void> {
  await jobs.insert(ANALYSIS_QUEUE, analysisJobs(songIds), executor ? { executor } : {});
}

/**
 * Every song still pending goes (back) on the queue: songs from before the analysis
 * existed, a restored backup's, or one whose job ran out of retries. Returns how many.
 */
export async function enqueuePendingAnalyses(
  deps: Pick<InfraDeps, "database" | "jobs">,
): Promise<number> {
  const pending = await deps.database.db
    .select({ id: song.id })
    .from(song)
    .where(eq(song.analysisStatus, "pending"))
    .orderBy(asc(song.createdAt), asc(song.id));
  const ids = pending.map((row) => row.id);
  await createAnalysisQueue(deps.jobs);
  for (let start = 0; start < ids.length; start += ENQUEUE_BATCH) {
    await insertAnalysisJobs(deps.jobs, ids.slice(start, start + ENQUEUE_BATCH));
  }
  deps.jobs.notify(ANALYSIS_QUEUE);
  return ids.length;
}

/**
 * The analysis worker, and the boot's sweep of pending songs. One song at a time per
 * instance: decoding runs on the server's own thread, a chunk at a time, so requests
 * keep being answered between chunks.
 */
export async function registerSongAnalysis(
  deps: Pick<InfraDeps, "database" | "storage" | "events" | "jobs" | "logger">,
): Promise<void> {
  await createAnalysisQueue(deps.jobs);
  await deps.jobs.work<SongAnalysisJob>(
    ANALYSIS_QUEUE,
    { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 5 },
    async (jobs) => {
      for (const job of jobs) {
        const status = await analyzeSong(
          { db: deps.database.db, storage: deps.storage, logger: deps.logger },
          { songId: job.data.songId, onlyPending: true },
        );
        // The admin's table shows the values, or "No analizable", at once.
        if (status) await deps.events.publish({ topic: "catalog" });
      }
    },
  );
  const pending = await enqueuePendingAnalyses(deps);
  if (pending > 0) deps.logger.info({ songs: pending }, "songs queued for loudness analysis");
}
