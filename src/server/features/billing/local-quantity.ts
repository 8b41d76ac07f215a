import { randomUUID } from "node:crypto";
import { periodStartOf, prorationCents } from "~/shared/plans/proration";
import { zonesCoveredBy } from "~/shared/plans/zones-covered";
import type { QuantityPreview } from "~/shared/billing/schema";
import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import type { BillingDeps } from "./deps";
import { toSubscriptionFacts } from "./to-subscription-facts";
import { unitPriceOf } from "./unit-price-cents";
import { upsertSubscription } from "./upsert-subscription";

/**
 * The test checkout's change of the zones paid for (decision 027). Raising charges now
 * each added zone for the part of the period still to run (nothing during a free trial,
 * which has charged nothing); lowering is kept as pending and charged from the next renewal,
 * though it limits the zones at once (decision 035).
 */
async function localQuote(
  deps: BillingDeps,
  request: { subscription: SubscriptionRow; quantity: number; now: Date },
) {
  const { subscription, quantity, now } = request;
  const { plan, unitCents } = await unitPriceOf(deps, subscription);
  const periodEnd = subscription.currentPeriodEnd ?? now;
  const interval = subscription.interval ?? "month";
  const dueCents =
    subscription.status === "active"
      ? prorationCents({
          unitCents,
          from: subscription.quantity,
          to: quantity,
          periodStart: periodStartOf(periodEnd, interval),
          periodEnd,
          now,
        })
      : 0;
  return { plan, unitCents, dueCents, periodEnd, interval };
}

export async function previewLocalQuantity(
  deps: BillingDeps,
  request: { subscription: SubscriptionRow; quantity: number },
): Promise<QuantityPreview> {
  const { subscription, quantity } = request;
  const quote = await localQuote(deps, { ...request, now: new Date() });
  // What the owner has now is the number the renewal charges (decision 035): above it the
  // zones count at once — charged today only past the number this period already paid.
  const covered = zonesCoveredBy(subscription);
  return {
    quantity,
    currentQuantity: covered,
    dueToday: quote.dueCents / 100,
    effective: quantity > covered ? "now" : "renewal",
    nextCharge: (quote.unitCents * quantity) / 100,
    periodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}

/**
 * Writes the change in `deps.db`, the caller's transaction (decision 035: it holds the
 * subscription's lock and has just read the row again), and answers the invoice of a
 * raise, to be e-mailed once that transaction commits.
 */
export async function changeLocalQuantity(
  deps: BillingDeps,
  request: { subscription: SubscriptionRow; quantity: number },
): Promise<string | null> {
  const { subscription, quantity } = request;
  const now = new Date();
  const quote = await localQuote(deps, { ...request, now });
  const raising = quantity > subscription.quantity;
  await upsertSubscription({
    db: deps.db,
    events: deps.events,
    facts: {
      ...toSubscriptionFacts(subscription),
      // Raising past the number paid this period pays now; within it, or lowering, nothing
      // is charged and the renewal charges the new number.
      quantity: raising ? quantity : subscription.quantity,
      pendingQuantity: quantity < subscription.quantity ? quantity : null,
    },
  });
  if (!raising || quote.dueCents <= 0) return null;
  return deps.invoices.paid(deps.db, {
    userId: subscription.userId,
    reference: `local:zones:${randomUUID()}`,
    planName: quote.plan.name,
    interval: quote.interval,
    periodStart: now,
    periodEnd: quote.periodEnd,
    baseCents: quote.dueCents,
    zones: quantity,
    raisedFrom: subscription.quantity,
  });
}
