import { randomUUID } from "node:crypto";
import { periodStartOf, prorationCents } from "~/shared/plans/proration";
import type { QuantityPreview } from "~/shared/schemas/billing";
import type { SubscriptionRow } from "../../db/schema";
import { deferEvents } from "./defer-events";
import type { BillingDeps } from "./deps";
import { toSubscriptionFacts } from "./to-subscription-facts";
import { unitPriceOf } from "./unit-price-cents";
import { upsertSubscription } from "./upsert-subscription";

/**
 * The test checkout's change of the zones paid for (decision 027). Raising charges now
 * each added zone for the part of the period still to run (nothing during a free trial,
 * which has charged nothing); lowering is kept as pending and applied at the next renewal.
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
  return {
    quantity,
    currentQuantity: subscription.quantity,
    dueToday: quote.dueCents / 100,
    effective: quantity > subscription.quantity ? "now" : "renewal",
    nextCharge: (quote.unitCents * quantity) / 100,
    periodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}

export async function changeLocalQuantity(
  deps: BillingDeps,
  request: { subscription: SubscriptionRow; quantity: number },
): Promise<void> {
  const { subscription, quantity } = request;
  const now = new Date();
  const quote = await localQuote(deps, { ...request, now });
  const raising = quantity > subscription.quantity;
  const deferred = deferEvents(deps.events);
  const invoiceId = await deps.db.transaction(async (tx) => {
    await upsertSubscription({
      db: tx,
      events: deferred.events,
      facts: {
        ...toSubscriptionFacts(subscription),
        // Raising pays now; lowering (or back to the paid number) waits for the renewal.
        quantity: raising ? quantity : subscription.quantity,
        pendingQuantity: quantity < subscription.quantity ? quantity : null,
      },
    });
    if (!raising || quote.dueCents <= 0) return null;
    return deps.invoices.paid(tx, {
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
  });
  await deferred.flush();
  await deps.invoices.send([invoiceId]);
}
