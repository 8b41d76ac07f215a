import { randomUUID } from "node:crypto";
import type { BillingDeps } from "./deps";
import { findChangeableSubscription } from "./find-changeable-subscription";
import { findPlan } from "./find-plan";
import { chargeOncePerIntent } from "./once-per-intent";
import { openProviderCheckout, type PlanChoice } from "./open-provider-checkout";

/**
 * The change-plan modal (product §4): "pay now" moves the running subscription to the plan in
 * place (url null: nothing to visit); "with trial", for a customer who never had one, is a
 * checkout whose new subscription replaces the running one once paid. Paying now is charged
 * once per intent (decision 035), as the zones are: one transaction takes the intent's key
 * and the subscription's row, reads it again and changes it only if it is not already so.
 */
export async function changePlan(
  deps: BillingDeps,
  options: PlanChoice & { idempotencyKey?: string },
): Promise<{ url: string | null }> {
  const { db } = deps;
  const { provider, userId, interval, idempotencyKey } = options;
  const plan = await findPlan({ db, planId: options.planId });

  if (options.trial) {
    const running = await findChangeableSubscription({ db, userId, provider });
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

  const intent = {
    userId,
    key: idempotencyKey,
    action: "billing.change-plan",
    request: { planId: plan.id, interval },
  };
  return chargeOncePerIntent(deps, intent, async (within) => {
    const running = await findChangeableSubscription({
      db: within.db,
      userId,
      provider,
      lock: true,
    });
    const already =
      running.planId === plan.id && running.interval === interval && !running.cancelAtPeriodEnd;
    const invoiceId = already
      ? null
      : await provider.changePlan({
          subscription: running,
          plan,
          interval,
          intentKey: `${userId}:change-plan:${idempotencyKey ?? randomUUID()}`,
          within,
        });
    return { answer: { url: null }, invoiceId };
  });
}
