import { pausesNotOver } from "../../domain/seasonal-pauses/pauses-of";
import { lockZonesOf } from "../../domain/zones/zone-allowance";
import { deferEvents } from "./defer-events";
import type { BillingDeps } from "./deps";
import { findRunningSubscription } from "./find-running-subscription";
import { nextPeriodOf, pausedZonesFor } from "./paused-zones";
import { stripeClientFor } from "./stripe-client";
import { PAUSED_KEY, pausedAtStripe } from "./stripe-paused-metadata";
import { syncStripeSubscription } from "./stripe-sync";

/**
 * Sets what Stripe charges at the next renewal (decision 044): the zones paid for less those
 * paused for the whole next period, with no proration — the period running is paid and
 * stays as it is. Run when a pause is set or ended and on each of the subscription's
 * webhooks, so after a renewal the period after it is set in turn and a pause over gives
 * its zone back; setting what is already set changes nothing. Under the owner's zones lock.
 */
export async function chargePausesAtStripe(
  deps: BillingDeps,
  ownerId: string,
  /**
   * A webhook's check: only an owner with a pause running or to come is asked of Stripe (a
   * pause ended early gave its zone back when it was ended), so other events cost nothing.
   */
  options: { onlyWithPauses?: boolean } = {},
): Promise<void> {
  const deferred = deferEvents(deps.events);
  await deps.db.transaction(async (tx) => {
    await lockZonesOf(tx, ownerId);
    const row = await findRunningSubscription({ db: tx, userId: ownerId, lock: true });
    const id = row?.provider === "stripe" ? row.providerSubscriptionId : null;
    if (!row || !id) return;
    if (
      options.onlyWithPauses &&
      (await pausesNotOver(tx, { ownerId, now: new Date() })).length === 0
    )
      return;
    const paused = (await pausedZonesFor(tx, { ownerId, period: nextPeriodOf(row) })).length;
    const stripe = stripeClientFor(deps.env);
    const remote = await stripe.subscriptions.retrieve(id);
    const item = remote.items.data[0];
    if (!item) return;
    const before = pausedAtStripe(remote.metadata);
    const quantity = Math.max((item.quantity ?? 1) + before - paused, 0);
    if (before === paused && quantity === item.quantity) return;
    await stripe.subscriptions.update(id, {
      items: [{ id: item.id, quantity }],
      proration_behavior: "none",
      metadata: { [PAUSED_KEY]: String(paused) },
    });
    await syncStripeSubscription({ ...deps, db: tx, events: deferred.events }, id);
  });
  await deferred.flush();
}
