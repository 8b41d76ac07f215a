import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { subscription } from "../../domain/subscriptions/tables";

/** One free trial per customer (architecture.md): any subscription of theirs that had one. */
export async function hasHadTrial(options: { db: Database; userId: string }): Promise<boolean> {
  const [row] = await options.db
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(eq(subscription.userId, options.userId), isNotNull(subscription.trialStart)))
    .limit(1);
  return row !== undefined;
}
