import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { publicApiCopy } from "~/shared/copy/public-api";
import {
  MAX_WEBHOOK_ENDPOINTS,
  type CreatedWebhookEndpoint,
  type WebhookEndpointSummary,
} from "~/shared/public-api/webhooks-schema";
import type { WebhookEvent } from "~/shared/public-api/webhook-events";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { webhookDelivery, webhookEndpoint } from "../../domain/public-api/tables";
import { newWebhookSecret } from "./secrets";

const errors = publicApiCopy.errors;
/** Deliveries each endpoint shows: the latest, enough to see what fails and why. */
const DELIVERIES_SHOWN = 20;

/** The owner's endpoints, enabled first, each with its latest deliveries. */
export async function listWebhookEndpoints(options: {
  db: Database;
  ownerId: string;
}): Promise<WebhookEndpointSummary[]> {
  const { db } = options;
  const endpoints = await db
    .select({
      id: webhookEndpoint.id,
      url: webhookEndpoint.url,
      events: webhookEndpoint.events,
      createdAt: webhookEndpoint.createdAt,
      disabledAt: webhookEndpoint.disabledAt,
    })
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.ownerId, options.ownerId))
    .orderBy(sql`${webhookEndpoint.disabledAt} is not null`, desc(webhookEndpoint.createdAt));
  if (endpoints.length === 0) return [];
  // The latest of each endpoint, in one query however many endpoints.
  const ranked = db
    .select({
      id: webhookDelivery.id,
      endpointId: webhookDelivery.endpointId,
      event: webhookDelivery.event,
      status: webhookDelivery.status,
      attempts: webhookDelivery.attempts,
      lastError: webhookDelivery.lastError,
      createdAt: webhookDelivery.createdAt,
      deliveredAt: webhookDelivery.deliveredAt,
      rank: sql<number>`row_number() over (partition by ${webhookDelivery.endpointId} order by ${webhookDelivery.createdAt} desc, ${webhookDelivery.id})`.as(
        "rank",
      ),
    })
    .from(webhookDelivery)
    .where(
      inArray(
        webhookDelivery.endpointId,
        endpoints.map((endpoint) => endpoint.id),
      ),
    )
    .as("ranked");
  const deliveries = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${DELIVERIES_SHOWN}`)
    .orderBy(desc(ranked.createdAt));
  return endpoints.map((endpoint) => ({
    ...endpoint,
    createdAt: endpoint.createdAt.toISOString(),
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    deliveries: deliveries
      .filter((delivery) => delivery.endpointId === endpoint.id)
      .map((delivery) => ({
        id: delivery.id,
        event: delivery.event,
        status: delivery.status,
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        createdAt: delivery.createdAt.toISOString(),
        deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      })),
  }));
}

/** A new endpoint of the owner's; its signing secret is answered this once. */
export async function createWebhookEndpoint(options: {
  db: Database;
  ownerId: string;
  input: { url: string; events: WebhookEvent[] };
  production: boolean;
  now?: Date;
}): Promise<CreatedWebhookEndpoint> {
  const { db, ownerId, input } = options;
  if (options.production && !input.url.startsWith("https://"))
    throw new AppError("BAD_REQUEST", errors.webhookUrlInProduction);
  const [held] = await db
    .select({ count: count() })
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.ownerId, ownerId), isNull(webhookEndpoint.disabledAt)));
  if ((held?.count ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
    throw new AppError("CONFLICT", errors.tooManyWebhooks(MAX_WEBHOOK_ENDPOINTS));
  const secret = newWebhookSecret();
  const row = {
    id: randomUUID(),
    ownerId,
    url: input.url,
    events: input.events,
    secret,
    createdAt: options.now ?? new Date(),
  };
  await db.insert(webhookEndpoint).values(row);
  return {
    endpoint: {
      id: row.id,
      url: row.url,
      events: row.events,
      createdAt: row.createdAt.toISOString(),
      disabledAt: null,
      deliveries: [],
    },
    secret,
  };
}

/**
 * Disables an endpoint: nothing more is recorded for it, and what is pending is cancelled
 * now (the delivery job checks again before each attempt).
 */
export async function disableWebhookEndpoint(options: {
  db: Database;
  ownerId: string;
  endpointId: string;
  now?: Date;
}): Promise<void> {
  const { db } = options;
  await db.transaction(async (tx) => {
    const [found] = await tx
      .update(webhookEndpoint)
      .set({
        disabledAt: sql`coalesce(${webhookEndpoint.disabledAt}, ${options.now ?? new Date()})`,
      })
      .where(
        and(
          eq(webhookEndpoint.id, options.endpointId),
          eq(webhookEndpoint.ownerId, options.ownerId),
        ),
      )
      .returning({ id: webhookEndpoint.id });
    if (!found) throw new AppError("NOT_FOUND", errors.webhookNotFound);
    await tx
      .update(webhookDelivery)
      .set({ status: "cancelled" })
      .where(and(eq(webhookDelivery.endpointId, found.id), eq(webhookDelivery.status, "pending")));
  });
}
