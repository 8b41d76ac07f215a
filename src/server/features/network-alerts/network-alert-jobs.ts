import { paths } from "~/shared/paths";
import type { InfraDeps } from "../../deps";
import { schedulePeriodicJob } from "../../infra/jobs/periodic-job";
import type { AlertMail, EpisodesChanged } from "./check-network-alerts";
import { sendAlertDigests } from "./send-alert-digests";
import { watchNetwork } from "./watch-network";

// Queue names are stored with their schedules and jobs: renaming one would strand them.
export const NETWORK_WATCH_QUEUE = "network-watch";
export const ALERT_DIGEST_QUEUE = "network-alert-digest";

/** Every minute: a zone silent for 15 minutes is told within the 16th. */
export const NETWORK_WATCH_CRON = "* * * * *";
/** Every day at 08:00 in Spain, before most shops open. */
export const ALERT_DIGEST_CRON = "0 8 * * *";

/** Where the alerts' e-mails send their readers. */
export const alertMail = (deps: Pick<InfraDeps, "env" | "mailer">): AlertMail => ({
  mailer: deps.mailer,
  identity: deps.env.publicConfig,
  url: `${deps.env.APP_URL}${paths.dashboard.network}`,
});

/**
 * The network's watch and alerts (decision 041). The minute's check runs on one instance
 * at a time however many run: pg-boss fires the cron once, and the queue's "stately"
 * policy holds at most one run active and one waiting, so a slow minute is not followed by
 * a queue of them. A failed run is not retried: the next minute does it all again.
 */
export async function registerNetworkAlerts(
  deps: Pick<InfraDeps, "database" | "env" | "events" | "jobs" | "logger" | "mailer">,
  hooks: { onEpisodes?: EpisodesChanged } = {},
): Promise<void> {
  const db = deps.database.db;
  const mail = alertMail(deps);
  await schedulePeriodicJob(deps.jobs, {
    queue: NETWORK_WATCH_QUEUE,
    cron: NETWORK_WATCH_CRON,
    expireInSeconds: 120,
    queueOptions: { policy: "stately", retryLimit: 0, deleteAfterSeconds: 24 * 3600 },
    pollingIntervalSeconds: 10,
    run: async () => {
      const outcome = await watchNetwork({
        db,
        events: deps.events,
        mail,
        reserveHours: deps.env.OFFLINE_HOURS,
        onEpisodes: hooks.onEpisodes,
        now: new Date(),
      });
      deps.logger.debug(outcome, "network watched");
    },
  });
  await schedulePeriodicJob(deps.jobs, {
    queue: ALERT_DIGEST_QUEUE,
    cron: ALERT_DIGEST_CRON,
    expireInSeconds: 900,
    queueOptions: { policy: "stately" },
    run: async () => {
      const { sent } = await sendAlertDigests({ db, mail, now: new Date() });
      deps.logger.info({ sent }, "network alert digests sent");
    },
  });
}
