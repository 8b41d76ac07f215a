import { paths } from "~/shared/paths";
import type { InfraDeps } from "../../deps";
import { schedulePeriodicJob } from "../../infra/jobs/periodic-job";
import { timeStampQueueOptions } from "../../infra/timestamping/time-stamp-queue";
import { sealPlayLogs, SEAL_TIMESTAMP_QUEUE, type SealTimestampJob } from "./seal-play-logs";
import { sendSealDigests } from "./send-seal-digests";
import { stampSeal } from "./stamp-seal";
import type { TimeStampAuthority } from "./time-stamp-authority";

// Queue names are stored with their schedules and jobs: renaming one would strand them.
export const SEAL_QUEUE = "play-log-seal";
export const SEAL_DIGEST_QUEUE = "play-log-seal-digest";

/** Every night at 03:30 in Spain, after the day's plays and before retention (04:15). */
export const SEAL_CRON = "30 3 * * *";
/** Mondays at 08:00: the week's seals land in the owner's inbox at the start of the week. */
export const SEAL_DIGEST_CRON = "0 8 * * 1";

/**
 * The play log's seals (decision 016): the daily seal, each seal's RFC 3161 time stamp
 * where an authority is configured (TSA_URL), and the owners' weekly e-mail.
 */
export async function registerPlayLogSeals(
  deps: Pick<InfraDeps, "database" | "env" | "jobs" | "logger" | "mailer">,
  timeStampAuthority: TimeStampAuthority | undefined,
): Promise<void> {
  const db = deps.database.db;
  // Before the seal's worker runs: it queues its seals' time stamps.
  await deps.jobs.createQueue(SEAL_TIMESTAMP_QUEUE, timeStampQueueOptions);
  await schedulePeriodicJob(deps.jobs, {
    queue: SEAL_QUEUE,
    cron: SEAL_CRON,
    expireInSeconds: 900,
    run: async () => {
      const seals = await sealPlayLogs({
        db,
        jobs: timeStampAuthority ? deps.jobs : undefined,
      });
      if (seals.length > 0 && timeStampAuthority) deps.jobs.notify(SEAL_TIMESTAMP_QUEUE);
      deps.logger.info({ sealed: seals.length }, "play log sealed");
    },
  });

  if (timeStampAuthority)
    await deps.jobs.work<SealTimestampJob>(SEAL_TIMESTAMP_QUEUE, {}, async ([job]) => {
      if (!job) return;
      const outcome = await stampSeal({
        db,
        sealId: job.data.sealId,
        authority: timeStampAuthority,
      });
      deps.logger.info({ sealId: job.data.sealId, outcome }, "play log seal time-stamped");
    });

  await schedulePeriodicJob(deps.jobs, {
    queue: SEAL_DIGEST_QUEUE,
    cron: SEAL_DIGEST_CRON,
    expireInSeconds: 900,
    run: async () => {
      const { sent } = await sendSealDigests({
        db,
        mailer: deps.mailer,
        identity: deps.env.publicConfig,
        historyUrl: `${deps.env.APP_URL}${paths.dashboard.history}`,
      });
      deps.logger.info({ sent }, "play log seal digests sent");
    },
  });
}
