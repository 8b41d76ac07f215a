import type { InfraDeps } from "../../deps";
import { schedulePeriodicJob } from "../../infra/jobs/periodic-job";
import { songRightsDeps } from "./deps";
import { noticeEndingLicences, withdrawEndedLicences } from "./licence-expiry";

// The queue's name is stored with its schedule and jobs: renaming it would strand them.
export const LICENCE_EXPIRY_QUEUE = "licence-expiry";

/** Every night at 00:30 in Spain: a licence's last day starts without its songs. */
export const LICENCE_EXPIRY_CRON = "30 0 * * *";

/** The songs whose licence ends leave every list; the admins hear of it 30 days ahead. */
export async function registerLicenceExpiry(
  deps: Pick<InfraDeps, "database" | "storage" | "events" | "mailer" | "env" | "jobs" | "logger">,
): Promise<void> {
  const rights = songRightsDeps(deps);
  await schedulePeriodicJob(deps.jobs, {
    queue: LICENCE_EXPIRY_QUEUE,
    cron: LICENCE_EXPIRY_CRON,
    expireInSeconds: 600,
    run: async () => {
      const { withdrawn } = await withdrawEndedLicences(rights);
      const { contracts } = await noticeEndingLicences(rights);
      deps.logger.info({ withdrawn, noticed: contracts }, "licence expiry");
    },
  });
}
