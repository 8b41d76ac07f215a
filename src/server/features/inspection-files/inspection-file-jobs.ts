import { and, eq, isNull } from "drizzle-orm";
import type { InfraDeps } from "../../deps";
import { inspectionFile } from "../../domain/inspection-files/tables";
import type { QueueOptions } from "../../infra/jobs/job-queue";
import { timeStampQueueOptions } from "../../infra/timestamping/time-stamp-queue";
import { drawInspectionFile } from "./draw-inspection-file";
import { inspectionFileSettings } from "./inspection-file-settings";
import { INSPECTION_FILE_QUEUE, type InspectionFileJob } from "./inspection-file-queue";
import { stampInspectionFile } from "./stamp-inspection-file";

// The queue's name is stored with its jobs: renaming it would strand them.
const STAMP_QUEUE = "inspection-file-timestamp";

/** A year's file draws in seconds; one that dies (a restart) is taken up again. */
const drawingOptions = {
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: 900,
  deleteAfterSeconds: 7 * 24 * 3600,
} satisfies QueueOptions;

/**
 * Inspection files (decision 040): the queue that draws and seals each one, and, where a
 * time-stamp authority is configured (TSA_URL), the one that stamps its hash.
 */
export async function registerInspectionFiles(
  deps: Pick<
    InfraDeps,
    "database" | "env" | "jobs" | "logger" | "mailer" | "storage" | "timeStamps"
  >,
): Promise<void> {
  const db = deps.database.db;
  const authority = deps.timeStamps;
  if (authority) {
    await deps.jobs.createQueue(STAMP_QUEUE, timeStampQueueOptions);
    await deps.jobs.work<InspectionFileJob>(STAMP_QUEUE, {}, async ([job]) => {
      if (!job) return;
      const outcome = await stampInspectionFile({ db, fileId: job.data.fileId, authority });
      deps.logger.info({ fileId: job.data.fileId, outcome }, "inspection file time-stamped");
    });
  }

  await deps.jobs.createQueue(INSPECTION_FILE_QUEUE, drawingOptions);
  const drawDeps = {
    ...deps,
    db,
    settings: inspectionFileSettings(deps.env),
    requestStamp: authority
      ? async (fileId: string) => {
          await deps.jobs.send(STAMP_QUEUE, { fileId }, { singletonKey: fileId });
        }
      : undefined,
  };
  await deps.jobs.work<InspectionFileJob>(INSPECTION_FILE_QUEUE, {}, async ([job], signal) => {
    if (!job) return;
    const { fileId } = job.data;
    try {
      const outcome = await drawInspectionFile(drawDeps, fileId, { signal });
      deps.logger.info({ fileId, outcome }, "inspection file drawn");
    } catch (error) {
      deps.logger.warn(
        { err: error, fileId, attempt: job.retryCount + 1 },
        "inspection file not drawn; its job will be retried",
      );
      // The last attempt: the page says so, and the person may ask again.
      if (job.retryCount >= job.retryLimit && !signal.aborted)
        await db
          .update(inspectionFile)
          .set({ status: "failed" })
          .where(and(eq(inspectionFile.id, fileId), isNull(inspectionFile.sha256)));
      throw error;
    }
  });
}
