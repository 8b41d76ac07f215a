import type { InfraDeps } from "../../deps";
import type { QueueOptions } from "../../infra/jobs/job-queue";
import { removeExpiredPlays } from "./remove-expired-plays";
import { SEAL_TIMESTAMP_QUEUE } from "./seal-play-logs";

// The queue's name is stored with its schedule and jobs: renaming it would strand them.
export const RETENTION_QUEUE = "play-log-retention";

/** Every night at 04:15 in Spain, when hardly any business is playing music. */
export const RETENTION_CRON = "15 4 * * *";
const RETENTION_TZ = "Europe/Madrid";

const retentionQueueOptions = {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  // Millions of old rows go in 5 000-row transactions: minutes, not seconds.
  expireInSeconds: 3600,
  deleteAfterSeconds: 30 * 24 * 3600,
} satisfies QueueOptions;

/**
 * The play log's retention (PLAY_LOG_RETENTION_YEARS): a daily pg-boss schedule whose job
 * removes expired plays. The schedule lives in the database, so one instance runs it.
 * Each anchor it moves is sealed, and time-stamped where an authority is configured
 * (decision 033), by the seal jobs' worker.
 */
export async function registerPlayLogRetention(
  deps: Pick<InfraDeps, "database" | "env" | "jobs" | "logger" | "timeStamps">,
): Promise<void> {
  await deps.jobs.createQueue(RETENTION_QUEUE, retentionQueueOptions);
  await deps.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: RETENTION_TZ });
  await deps.jobs.work(RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async (_jobs, signal) => {
    const report = await removeExpiredPlays({
      db: deps.database.db,
      retentionYears: deps.env.PLAY_LOG_RETENTION_YEARS,
      signal,
      jobs: deps.timeStamps ? deps.jobs : undefined,
    });
    if (deps.timeStamps && report.removed > 0) deps.jobs.notify(SEAL_TIMESTAMP_QUEUE);
    deps.logger.info(
      {
        removed: report.removed,
        establishments: report.establishments,
        cutoff: report.cutoff.toISOString(),
      },
      "play log retention",
    );
  });
}
