import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import type { SubscriptionFacts } from "./upsert-subscription";

/** A stored paid subscription as the facts upsertSubscription writes (to change a few of them). */
export function toSubscriptionFacts(row: SubscriptionRow): SubscriptionFacts {
  if (row.provider === "complimentary" || !row.providerSubscriptionId)
    throw new Error(`Subscription ${row.id} is not a provider's subscription`);
  return {
    userId: row.userId,
    provider: row.provider,
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    planId: row.planId,
    priceId: row.priceId,
    planName: row.planName,
    tier: row.tier ?? "basic",
    interval: row.interval ?? "month",
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    trialStart: row.trialStart,
    trialEnd: row.trialEnd,
    quantity: row.quantity,
    pendingQuantity: row.pendingQuantity,
  };
}
