import { and, lt, ne } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { webhookDelivery } from "../../domain/public-api/tables";

/** How long the delivery log keeps what is settled: enough to look into last month's failure. */
export const DELIVERY_LOG_DAYS = 30;

/**
 * Empties the delivery log of what was settled more than DELIVERY_LOG_DAYS ago: a busy
 * `play.sealed` endpoint adds a row per play. Pending ones stay, their job still runs.
 */
export async function pruneWebhookDeliveries(options: {
  db: Database;
  now?: Date;
}): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - DELIVERY_LOG_DAYS * 86_400_000);
  const removed = await options.db
    .delete(webhookDelivery)
    .where(and(lt(webhookDelivery.createdAt, before), ne(webhookDelivery.status, "pending")))
    .returning({ id: webhookDelivery.id });
  return removed.length;
}
