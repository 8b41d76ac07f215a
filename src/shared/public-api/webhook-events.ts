/** What a webhook endpoint may subscribe to (decision 046). */
export const webhookEvents = [
  "zone.silent",
  "zone.offline",
  "zone.recovered",
  "play.sealed",
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** How a delivery stands: waiting or retrying, answered 2xx, given up, or its endpoint disabled. */
export const deliveryStatuses = ["pending", "delivered", "failed", "cancelled"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Attempts per delivery before it is given up (the first and five retries). */
export const WEBHOOK_ATTEMPTS = 6;
