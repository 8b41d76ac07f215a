import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../domain/database";
import { webhookDelivery, webhookEndpoint } from "../../domain/public-api/tables";
import { resolvesPublicly } from "./public-address";
import { SIGNATURE_HEADER, signWebhook } from "./webhook-signature";

/** An endpoint that takes longer than this to answer is tried again later. */
const TIMEOUT_MS = 10_000;
const sqlIncrement = sql`${webhookDelivery.attempts} + 1`;
/** The log's line for an endpoint whose name points into our own networks. */
const NOT_PUBLIC = "refused: the address is not on the public internet";
/** What the log keeps of an endpoint's error answer. */
const MAX_ERROR_LENGTH = 300;

/**
 * One attempt at a delivery: signed afresh (a new `t`), POSTed, and logged. Throws on a
 * failure that another attempt may mend, so that the queue retries it with back-off;
 * `lastAttempt`: the delivery is marked failed instead. An endpoint disabled since is
 * sent nothing: the delivery is cancelled.
 */
export async function deliverWebhook(options: {
  db: Database;
  deliveryId: string;
  lastAttempt: boolean;
  /** Production: an endpoint whose name resolves inside our networks is refused. */
  publicOnly?: boolean;
  fetch?: typeof fetch;
  now?: () => Date;
}): Promise<"delivered" | "cancelled" | "failed"> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const [found] = await db
    .select({
      status: webhookDelivery.status,
      body: webhookDelivery.body,
      url: webhookEndpoint.url,
      secret: webhookEndpoint.secret,
      disabledAt: webhookEndpoint.disabledAt,
    })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(eq(webhookDelivery.id, options.deliveryId));
  if (!found || found.status !== "pending") return "cancelled";
  const settle = (set: PgUpdateSetSource<typeof webhookDelivery>) =>
    db.update(webhookDelivery).set(set).where(eq(webhookDelivery.id, options.deliveryId));
  if (found.disabledAt) {
    await settle({ status: "cancelled" });
    return "cancelled";
  }
  let error: string;
  let responseStatus: number | null = null;
  // A name is asked again on each attempt: it may be pointed elsewhere meanwhile.
  if (options.publicOnly && !(await resolvesPublicly(new URL(found.url).hostname)))
    error = NOT_PUBLIC;
  else
    try {
      const response = await (options.fetch ?? fetch)(found.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Sonaria-Webhooks/1",
          [SIGNATURE_HEADER]: signWebhook(found.secret, found.body, now()),
        },
        body: found.body,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      responseStatus = response.status;
      if (response.ok) {
        await settle({
          status: "delivered",
          attempts: sqlIncrement,
          responseStatus,
          deliveredAt: now(),
          lastError: null,
        });
        return "delivered";
      }
      error =
        `HTTP ${response.status} ${(await response.text()).slice(0, MAX_ERROR_LENGTH)}`.trim();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
  await settle({
    status: options.lastAttempt ? "failed" : "pending",
    attempts: sqlIncrement,
    responseStatus,
    lastError: error.slice(0, MAX_ERROR_LENGTH),
  });
  if (options.lastAttempt) return "failed";
  throw new Error(`webhook delivery failed: ${error}`);
}
