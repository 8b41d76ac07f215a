import { AppError } from "../../http/app-error";
import type { BillingDeps } from "./deps";
import { findPlan } from "./find-plan";
import { findRunningSubscription } from "./find-running-subscription";
import { openProviderCheckout, type PlanChoice } from "./open-provider-checkout";

/**
 * The change-plan modal (product §4): "pay now" moves the running subscription to the plan in
 * place (url null: nothing to visit); "with trial", for a customer who never had one, is a
 * checkout whose new subscription replaces the running one once paid.
 */
export async function changePlan(
  deps: BillingDeps,
  options: PlanChoice,
): Promise<{ url: string | null }> {
  const { db } = deps;
  const { provider, userId, interval } = options;
  const plan = await findPlan({ db, planId: options.planId });
  const running = await findRunningSubscription({ db, userId });
  if (!running) throw new AppError("CONFLICT", "No running subscription to change; start one");
  if (running.provider !== provider.kind)
    throw new AppError("CONFLICT", "The subscription is managed by another payment provider");

  if (!options.trial) {
    await provider.changePlan({ subscription: running, plan, interval });
    return { url: null };
  }
  return openProviderCheckout(deps, {
    provider,
    userId,
    plan,
    interval,
    trial: true,
    // A plan change keeps the zones paid for (decision 027).
    quantity: running.quantity,
    replacesSubscriptionId: running.id,
  });
}
