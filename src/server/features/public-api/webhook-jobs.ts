import { WEBHOOK_ATTEMPTS } from "~/shared/public-api/webhook-events";
import type { InfraDeps } from "../../deps";
import { schedulePeriodicJob } from "../../infra/jobs/periodic-job";
import { deliverWebhook } from "./deliver-webhook";
import { WEBHOOK_QUEUE, type WebhookDeliveryJob } from "./enqueue-webhook-events";
import { pruneWebhookDeliveries } from "./prune-webhook-deliveries";

/** Stored with its schedule: never renamed. */
export const WEBHOOK_PRUNE_QUEUE = "webhook-delivery-prune";

/**
 * The webhooks' deliveries (decision 046): each a durable pg-boss job, committed with the
 * event it tells, tried six times with exponential back-off (30 s, then about twice as long
 * each time: an endpoint down for most of an hour still gets it). Any instance may send.
 * Every night at 04:45, after the play log's retention, the log forgets last month.
 */
export async function registerWebhookDeliveries(
  deps: Pick<InfraDeps, "database" | "env" | "jobs" | "logger">,
): Promise<void> {
  await deps.jobs.createQueue(WEBHOOK_QUEUE, {
    retryLimit: WEBHOOK_ATTEMPTS - 1,
    retryDelay: deps.env.WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 60,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await deps.jobs.work<WebhookDeliveryJob>(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds: 2, concurrency: 2 },
    async ([job]) => {
      if (!job) return;
      const outcome = await deliverWebhook({
        db: deps.database.db,
        deliveryId: job.data.deliveryId,
        lastAttempt: job.retryCount >= job.retryLimit,
        publicOnly: deps.env.NODE_ENV === "production",
      });
      deps.logger.info({ deliveryId: job.data.deliveryId, outcome }, "webhook delivery");
    },
  );
  await schedulePeriodicJob(deps.jobs, {
    queue: WEBHOOK_PRUNE_QUEUE,
    cron: "45 4 * * *",
    expireInSeconds: 600,
    run: async () => {
      const removed = await pruneWebhookDeliveries({ db: deps.database.db });
      deps.logger.info({ removed }, "webhook delivery log pruned");
    },
  });
}
