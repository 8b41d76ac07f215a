import type { InfraDeps } from "../../deps";
import { schedulePeriodicJob } from "../../infra/jobs/periodic-job";
import { removeOrphanMessageFiles } from "./remove-orphan-message-files";

// The queue's name is stored with its schedule and jobs: renaming it would strand them.
export const ORPHAN_FILES_QUEUE = "message-orphan-files";

/** Every night at 04:45 in Spain, after the play log's retention. */
export const ORPHAN_FILES_CRON = "45 4 * * *";

/**
 * A daily schedule removing the message files of deleted accounts (and any a failed
 * deletion left).
 */
export async function registerOrphanMessageFiles(
  deps: Pick<InfraDeps, "database" | "storage" | "jobs" | "logger">,
): Promise<void> {
  await schedulePeriodicJob(deps.jobs, {
    queue: ORPHAN_FILES_QUEUE,
    cron: ORPHAN_FILES_CRON,
    expireInSeconds: 3600,
    run: async () => {
      const report = await removeOrphanMessageFiles({
        db: deps.database.db,
        storage: deps.storage,
        logger: deps.logger,
      });
      deps.logger.info(report, "orphan message files");
    },
  });
}
