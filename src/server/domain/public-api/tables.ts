import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ApiScope } from "~/shared/public-api/scopes";
import type { DeliveryStatus, WebhookEvent } from "~/shared/public-api/webhook-events";
import { userColumn } from "../accounts/tables";
import { belongsTo, idColumn, timestampTzMs } from "../columns";

/**
 * A personal access token of the public API (decision 046). The secret is kept only as
 * its SHA-256: a stolen table opens nothing. The token acts as `userId` (its creator) for
 * `ownerId`'s account; the rate limit's window lives on the row, so the one statement that
 * finds the token also counts the request, whichever instance answers.
 */
export const apiToken = pgTable(
  "api_token",
  {
    id: idColumn(),
    ownerId: userColumn("owner_id"),
    userId: userColumn(),
    name: text("name").notNull(),
    scopes: text("scopes").array().$type<ApiScope[]>().notNull(),
    /** The secret's first characters, shown to tell tokens apart. */
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    createdAt: timestampTzMs("created_at").notNull(),
    expiresAt: timestampTzMs("expires_at"),
    lastUsedAt: timestampTzMs("last_used_at"),
    revokedAt: timestampTzMs("revoked_at"),
    /** The fixed window of the rate limit: its minute, and requests counted in it. */
    windowStart: timestampTzMs("window_start"),
    windowCount: integer("window_count").notNull().default(0),
  },
  (table) => [
    uniqueIndex("api_token_secret_hash_idx").on(table.secretHash),
    index("api_token_owner_idx").on(table.ownerId),
  ],
);

export type ApiTokenRow = typeof apiToken.$inferSelect;

/**
 * Where an owner's events are sent. The signing secret is kept as it is: signing needs it
 * (as Stripe's and GitHub's do); it is shown to the owner once.
 */
export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: idColumn(),
    ownerId: userColumn("owner_id"),
    url: text("url").notNull(),
    events: text("events").array().$type<WebhookEvent[]>().notNull(),
    secret: text("secret").notNull(),
    createdAt: timestampTzMs("created_at").notNull(),
    disabledAt: timestampTzMs("disabled_at"),
  },
  (table) => [
    index("webhook_endpoint_owner_idx")
      .on(table.ownerId)
      .where(sql`${table.disabledAt} is null`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoint.$inferSelect;

/** One event for one endpoint: its body, as signed and sent at each attempt, and how it went. */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: idColumn(),
    endpointId: belongsTo("endpoint_id", () => webhookEndpoint.id),
    event: text("event").$type<WebhookEvent>().notNull(),
    /** `{ id, type, createdAt, data }`, the exact bytes signed. */
    body: text("body").notNull(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestampTzMs("created_at").notNull(),
    deliveredAt: timestampTzMs("delivered_at"),
    /** The endpoint's answer status, for the log. */
    responseStatus: integer("response_status"),
  },
  (table) => [index("webhook_delivery_endpoint_idx").on(table.endpointId, table.createdAt)],
);
