import { subscriptionCopy } from "~/shared/copy/subscription";
import type { QuantityPreview } from "~/shared/schemas/billing";
import { liveZonesOfOwner } from "../../db/zone-allowance";
import { AppError } from "../../http/app-error";
import type { BillingDeps } from "./deps";
import { findRunningSubscription } from "./find-running-subscription";
import type { PaymentProvider } from "./provider";

interface QuantityChoice {
  provider: PaymentProvider;
  userId: string;
  quantity: number;
}

/**
 * The running subscription whose zones change (decision 027): never below the zones the
 * owner has now — those are removed first — and only with the provider that manages it.
 */
async function runningFor(deps: BillingDeps, options: QuantityChoice) {
  const running = await findRunningSubscription({ db: deps.db, userId: options.userId });
  if (!running) throw new AppError("CONFLICT", "No running subscription; start one");
  if (running.provider !== options.provider.kind)
    throw new AppError("CONFLICT", "The subscription is managed by another payment provider");
  const live = await liveZonesOfOwner(deps.db, options.userId);
  if (options.quantity < live)
    throw new AppError("CONFLICT", subscriptionCopy.zones.belowLive(live));
  return running;
}

/** What raising or lowering the zones paid for costs, before it is confirmed. */
export async function previewQuantity(
  deps: BillingDeps,
  options: QuantityChoice,
): Promise<QuantityPreview> {
  const subscription = await runningFor(deps, options);
  return options.provider.previewQuantity({ subscription, quantity: options.quantity });
}

/** Raises (prorated, charged now) or lowers (from the next renewal) the zones paid for. */
export async function changeQuantity(
  deps: BillingDeps,
  options: QuantityChoice,
): Promise<{ quantity: number }> {
  const subscription = await runningFor(deps, options);
  if (options.quantity !== subscription.quantity || subscription.pendingQuantity !== null)
    await options.provider.changeQuantity({ subscription, quantity: options.quantity });
  return { quantity: options.quantity };
}
