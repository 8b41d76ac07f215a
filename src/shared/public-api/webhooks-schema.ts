import { z } from "~/shared/validation/zod";
import { publicApiCopy } from "../copy/public-api";
import { webhookEvents, type DeliveryStatus, type WebhookEvent } from "./webhook-events";

const errors = publicApiCopy.errors;

/** Endpoints an owner may have enabled at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/**
 * https anywhere; plain http only to this machine, for tests and local tools — the server
 * refuses that in production too (webhookUrlInProduction).
 */
const isWebhookUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return (
    url.protocol === "https:" ||
    (url.protocol === "http:" && ["127.0.0.1", "localhost"].includes(url.hostname))
  );
};

/** POST /api/webhooks: where to send, and which events. */
export const createWebhookInputSchema = z.strictObject({
  url: z
    .string(errors.webhookUrl)
    .trim()
    .max(500, errors.webhookUrl)
    .refine(isWebhookUrl, errors.webhookUrl),
  events: z
    .array(z.enum(webhookEvents, errors.events), errors.events)
    .min(1, errors.events)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInputSchema>;

export interface WebhookDeliverySummary {
  id: string;
  event: WebhookEvent;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** One endpoint as "Integraciones" lists it, with its latest deliveries. */
export interface WebhookEndpointSummary {
  id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  disabledAt: string | null;
  deliveries: WebhookDeliverySummary[];
}

/** The answer to POST /api/webhooks: the one time the signing secret is shown. */
export interface CreatedWebhookEndpoint {
  endpoint: WebhookEndpointSummary;
  secret: string;
}
