import type { InfraDeps } from "../../deps";
import { schedulePeriodicJob } from "../../infra/jobs/periodic-job";
import { removeExpiredPlays } from "./remove-expired-plays";
import { SEAL_TIMESTAMP_QUEUE } from "./seal-play-logs";

// The queue's name is stored with its schedule and jobs: renaming it would strand them.
export const RETENTION_QUEUE = "play-log-retention";

/** Every night at 04:15 in Spain, when hardly any business is playing music. */
export const RETENTION_CRON = "15 4 * * *";

/**
 * The play log's retention (PLAY_LOG_RETENTION_YEARS): a daily schedule whose job removes
 * expired plays. Each anchor it moves is sealed, and time-stamped where an authority is
 * configured (decision 033), by the seal jobs' worker.
 */
export async function registerPlayLogRetention(
  deps: Pick<InfraDeps, "database" | "env" | "jobs" | "logger" | "timeStamps">,
): Promise<void> {
  await schedulePeriodicJob(deps.jobs, {
    queue: RETENTION_QUEUE,
    cron: RETENTION_CRON,
    // Millions of old rows go in 5 000-row transactions: minutes, not seconds.
    expireInSeconds: 3600,
    run: async (signal) => {
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
    },
  });
}
