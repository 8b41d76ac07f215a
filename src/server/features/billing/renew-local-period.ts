import { randomUUID } from "node:crypto";
import { zonesCoveredBy } from "~/shared/plans/zones-covered";
import { liveZonesOfOwner, lockZonesOf } from "../../domain/zones/zone-allowance";
import { AppError } from "../../domain/app-error";
import { deferEvents } from "./defer-events";
import type { BillingDeps } from "./deps";
import { findLocalSubscriptionOrFail } from "./find-local-subscription-or-fail";
import { firstPeriodEnd } from "./first-period-end";
import { pausedZonesFor } from "./paused-zones";
import { toSubscriptionFacts } from "./to-subscription-facts";
import { unitPriceOf } from "./unit-price-cents";
import { upsertSubscription } from "./upsert-subscription";

/**
 * The test clock's renewal (PAYMENTS_TEST_CLOCK only): the user's local subscription is
 * charged its next period now, as a provider would at the period's end — for the zones it
 * covers but those paused for the whole new period, a lower number asked for applying from this renewal (decision 027), and never
 * for fewer than the zones alive at this moment (decision 035: whichever way a zone came
 * in, it is charged) — and the payment is invoiced. A trial that renews becomes active;
 * one canceled at period end does not renew. Under the owner's zones lock, so no zone is
 * added or number changed while it counts.
 */
export async function renewLocalPeriod(
  deps: BillingDeps,
  options: { userId: string },
): Promise<void> {
  const deferred = deferEvents(deps.events);
  const invoiceId = await deps.db.transaction(async (tx) => {
    await lockZonesOf(tx, options.userId);
    const row = await findLocalSubscriptionOrFail(
      { db: tx },
      { userId: options.userId, action: "renew", lock: true },
    );
    if (row.cancelAtPeriodEnd || (row.status !== "active" && row.status !== "trialing"))
      throw new AppError("CONFLICT", "This subscription does not renew");
    const { plan, unitCents } = await unitPriceOf({ db: tx }, row);
    const interval = row.interval ?? "month";
    const quantity = Math.max(zonesCoveredBy(row), await liveZonesOfOwner(tx, row.userId));
    const now = new Date();
    const periodEnd = firstPeriodEnd({ now, interval, trialDays: 0 });
    // Zones paused for the whole new period are not charged for it (decision 044); the
    // subscription still covers them.
    const paused = await pausedZonesFor(tx, {
      ownerId: row.userId,
      period: { start: now, end: periodEnd },
    });
    const charged = Math.max(quantity - paused.length, 0);
    await upsertSubscription({
      db: tx,
      events: deferred.events,
      facts: {
        ...toSubscriptionFacts(row),
        status: "active",
        currentPeriodEnd: periodEnd,
        quantity,
        pendingQuantity: null,
      },
    });
    return deps.invoices.paid(tx, {
      userId: row.userId,
      reference: `local:renewal:${randomUUID()}`,
      planName: plan.name,
      interval,
      periodStart: now,
      periodEnd,
      baseCents: unitCents * charged,
      zones: charged,
      paused,
    });
  });
  await deferred.flush();
  await deps.invoices.send([invoiceId]);
}
