import { and, inArray } from "drizzle-orm";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import type { Database } from "../../domain/database";
import { subscription, type SubscriptionRow } from "../../domain/subscriptions/tables";
import { paidSubscriptionsOf } from "./paid-subscriptions";

/**
 * The user's paid subscription that gives access now (trialing or active, period not
 * ended — the access rule's own test): the one to cancel or change. Undefined when none.
 * `lock`: inside a transaction, its rows are locked until it ends (decision 035).
 */
export async function findRunningSubscription(options: {
  db: Database;
  userId: string;
  now?: Date;
  lock?: boolean;
}): Promise<SubscriptionRow | undefined> {
  const now = options.now ?? new Date();
  const query = options.db
    .select()
    .from(subscription)
    .where(
      and(
        paidSubscriptionsOf(options.userId),
        inArray(subscription.status, ["trialing", "active"]),
      ),
    );
  const rows = await (options.lock ? query.for("update") : query);
  return rows
    .filter((row) => isCurrentSubscription(row, now))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0];
}
