import { desc } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { subscription, type SubscriptionRow } from "../../domain/subscriptions/tables";
import { paidSubscriptionsOf } from "./paid-subscriptions";

/**
 * The user's most recently changed paid subscription, whatever its status (of one provider
 * when given). A plan change with a new trial cancels the old row and creates the new one in
 * the same transaction, so equal update times fall back to the newer row. `lock`: inside a
 * transaction, the row stays locked until it ends (decision 035).
 */
export async function findLatestSubscription(options: {
  db: Database;
  userId: string;
  provider?: "stripe" | "local";
  lock?: boolean;
}): Promise<SubscriptionRow | undefined> {
  const query = options.db
    .select()
    .from(subscription)
    .where(paidSubscriptionsOf(options.userId, options.provider))
    .orderBy(desc(subscription.updatedAt), desc(subscription.createdAt))
    .limit(1);
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}
