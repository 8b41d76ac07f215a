import type { InfraDeps } from "../../deps";
import type { QueueOptions } from "../../infra/jobs/job-queue";
import { removeOrphanMessageFiles } from "./remove-orphan-message-files";

// The queue's name is stored with its schedule and jobs: renaming it would strand them.
export const ORPHAN_FILES_QUEUE = "message-orphan-files";

/** Every night at 04:45 in Spain, after the play log's retention. */
export const ORPHAN_FILES_CRON = "45 4 * * *";
const ORPHAN_FILES_TZ = "Europe/Madrid";

const orphanFilesQueueOptions = {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 3600,
  deleteAfterSeconds: 30 * 24 * 3600,
} satisfies QueueOptions;

/**
 * A daily pg-boss schedule removing the message files of deleted accounts (and any a
 * failed deletion left). The schedule lives in the database, so one instance runs it.
 */
export async function registerOrphanMessageFiles(
  deps: Pick<InfraDeps, "database" | "storage" | "jobs" | "logger">,
): Promise<void> {
  await deps.jobs.createQueue(ORPHAN_FILES_QUEUE, orphanFilesQueueOptions);
  await deps.jobs.schedule(ORPHAN_FILES_QUEUE, ORPHAN_FILES_CRON, {}, { tz: ORPHAN_FILES_TZ });
  await deps.jobs.work(ORPHAN_FILES_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const report = await removeOrphanMessageFiles({
      db: deps.database.db,
      storage: deps.storage,
      logger: deps.logger,
    });
    deps.logger.info(report, "orphan message files");
  });
}
