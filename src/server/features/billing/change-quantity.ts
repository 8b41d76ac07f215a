import { randomUUID } from "node:crypto";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { zonesCoveredBy } from "~/shared/plans/zones-covered";
import type { QuantityPreview } from "~/shared/billing/schema";
import type { Database } from "../../domain/database";
import { liveZonesOfOwner, lockZonesOf } from "../../domain/zones/zone-allowance";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { findChangeableSubscription } from "./find-changeable-subscription";
import { chargeOncePerIntent } from "./once-per-intent";
import { nextPeriodOf, pausedZonesFor } from "./paused-zones";
import type { PaymentProvider } from "./provider";

interface QuantityChoice {
  provider: PaymentProvider;
  userId: string;
  quantity: number;
}

/**
 * The running subscription whose zones change (decision 027): never below the zones the
 * owner has now — those are removed first — and only with the provider that manages it.
 * `lock`: its row stays locked until the transaction `db` ends.
 */
async function runningFor(db: Database, options: QuantityChoice, lock = false) {
  const running = await findChangeableSubscription({ db, ...options, lock });
  const live = await liveZonesOfOwner(db, options.userId);
  if (options.quantity < live)
    throw new AppError("CONFLICT", subscriptionCopy.zones.belowLive(live));
  return running;
}

/** What raising or lowering the zones paid for costs, before it is confirmed. */
export async function previewQuantity(
  deps: BillingDeps,
  options: QuantityChoice,
): Promise<QuantityPreview> {
  const subscription = await runningFor(deps.db, options);
  const preview = await options.provider.previewQuantity({
    subscription,
    quantity: options.quantity,
  });
  // The renewal leaves out the zones paused for the whole next period (decision 044).
  const paused = await pausedZonesFor(deps.db, {
    ownerId: options.userId,
    period: nextPeriodOf(subscription),
  });
  const charged = Math.max(options.quantity - paused.length, 0);
  return { ...preview, nextCharge: (preview.nextCharge / options.quantity) * charged };
}

/**
 * Raises (prorated, charged now) or lowers (from the next renewal) the zones paid for, once
 * per intent (decision 035). One transaction takes the intent's key, the owner's zones lock
 * and the subscription's row — held around the provider's call too — and reads the row
 * again: of six requests at once for the same number, the first changes it and the others
 * find nothing left to change, whatever their keys.
 */
export async function changeQuantity(
  deps: BillingDeps,
  options: QuantityChoice & { idempotencyKey?: string },
): Promise<{ quantity: number }> {
  const { provider, userId, quantity, idempotencyKey } = options;
  const intent = { userId, key: idempotencyKey, action: "billing.quantity", request: { quantity } };
  return chargeOncePerIntent(deps, intent, async (within) => {
    await lockZonesOf(within.db, userId);
    const subscription = await runningFor(within.db, options, true);
    const invoiceId =
      quantity === zonesCoveredBy(subscription)
        ? null
        : await provider.changeQuantity({
            subscription,
            quantity,
            // Namespaced by the user: Stripe's keys are one space for the whole account.
            intentKey: `${userId}:quantity:${idempotencyKey ?? randomUUID()}`,
            within,
          });
    return { answer: { quantity }, invoiceId };
  });
}
