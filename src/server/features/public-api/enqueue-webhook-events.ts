import { randomUUID } from "node:crypto";
import { and, inArray, isNull } from "drizzle-orm";
import type { WebhookEvent } from "~/shared/public-api/webhook-events";
import type { Database } from "../../domain/database";
import { webhookDelivery, webhookEndpoint } from "../../domain/public-api/tables";
import { transactionExecutor, type JobQueue } from "../../infra/jobs/job-queue";

/** pg-boss queue of "deliver this" jobs; stored with its jobs, so never renamed. */
export const WEBHOOK_QUEUE = "webhook-delivery";

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** Something that happened in an owner's account, for the endpoints that chose its type. */
export interface WebhookEventToSend {
  ownerId: string;
  type: WebhookEvent;
  data: Record<string, unknown>;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Records a delivery per event and subscribed endpoint, and its job, in the caller's
 * transaction: an event is sent if and only if what it tells was committed, and the
 * caller (a play's report, the minute's check) only waits for these inserts — one read of
 * the owners' endpoints when none subscribed.
 */
export async function enqueueWebhookEvents(
  tx: Transaction,
  jobs: JobQueue,
  events: readonly WebhookEventToSend[],
  now = new Date(),
): Promise<number> {
  if (events.length === 0) return 0;
  const owners = [...new Set(events.map((event) => event.ownerId))];
  const endpoints = await tx
    .select({
      id: webhookEndpoint.id,
      ownerId: webhookEndpoint.ownerId,
      events: webhookEndpoint.events,
    })
    .from(webhookEndpoint)
    .where(and(inArray(webhookEndpoint.ownerId, owners), isNull(webhookEndpoint.disabledAt)));
  if (endpoints.length === 0) return 0;
  const deliveries = events.flatMap((event) => {
    const body = JSON.stringify({
      id: randomUUID(),
      type: event.type,
      createdAt: now.toISOString(),
      data: event.data,
    });
    return endpoints
      .filter(
        (endpoint) => endpoint.ownerId === event.ownerId && endpoint.events.includes(event.type),
      )
      .map((endpoint) => ({
        id: randomUUID(),
        endpointId: endpoint.id,
        event: event.type,
        body,
        createdAt: now,
      }));
  });
  if (deliveries.length === 0) return 0;
  await tx.insert(webhookDelivery).values(deliveries);
  await jobs.insert<WebhookDeliveryJob>(
    WEBHOOK_QUEUE,
    deliveries.map((delivery) => ({ data: { deliveryId: delivery.id } })),
    { executor: transactionExecutor(tx) },
  );
  return deliveries.length;
}
