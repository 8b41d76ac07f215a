import type { BillingStatus } from "~/shared/billing/schema";
import type { BillingDeps } from "./deps";
import { findLatestSubscription } from "./find-latest-subscription";
import { hasHadTrial } from "./has-had-trial";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The subscription page's status panel: the latest paid subscription, whatever its state. */
export async function getBillingStatus(
  deps: BillingDeps,
  options: { userId: string; provider: "stripe" | "local" },
): Promise<BillingStatus> {
  const [row, hadTrial] = await Promise.all([
    findLatestSubscription({ db: deps.db, userId: options.userId }),
    hasHadTrial({ db: deps.db, userId: options.userId }),
  ]);
  return {
    subscription:
      row && row.provider !== "complimentary"
        ? {
            id: row.id,
            provider: row.provider,
            status: row.status,
            planId: row.planId,
            planName: row.planName,
            tier: row.tier,
            interval: row.interval,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            currentPeriodEnd: iso(row.currentPeriodEnd),
            trialEnd: iso(row.trialEnd),
            quantity: row.quantity,
            pendingQuantity: row.pendingQuantity,
          }
        : null,
    trialAvailable: !hadTrial,
    provider: options.provider,
  };
}
