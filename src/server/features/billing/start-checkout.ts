import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { findPlan } from "./find-plan";
import { findRunningSubscription } from "./find-running-subscription";
import { openProviderCheckout, type PlanChoice } from "./open-provider-checkout";

/**
 * A new subscription (product §4): the provider's checkout page to send the browser to. A
 * subscriber changes plan instead (never a second subscription), and the free trial is
 * once per customer.
 */
export async function startCheckout(
  deps: BillingDeps,
  options: PlanChoice,
): Promise<{ url: string }> {
  const { db } = deps;
  const { userId } = options;
  const plan = await findPlan({ db, planId: options.planId });
  if (await findRunningSubscription({ db, userId }))
    throw new AppError("CONFLICT", "You already have a subscription; change plan instead");
  return openProviderCheckout(deps, {
    provider: options.provider,
    userId,
    plan,
    interval: options.interval,
    trial: options.trial,
    quantity: options.quantity ?? 1,
  });
}
