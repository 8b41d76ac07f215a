import { randomUUID } from "node:crypto";
import { planById } from "~/shared/plans/catalog";
import type { BillingInterval, Plan } from "~/shared/plans/plan";
import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import type { BillingDeps } from "./deps";
import { listPlans } from "./list-plans";
import { toSubscriptionFacts } from "./to-subscription-facts";
import { upsertSubscription } from "./upsert-subscription";

const centsOf = (plan: Plan, interval: BillingInterval) =>
  Math.round((interval === "year" ? plan.prices.annual : plan.prices.monthly).amount * 100);

/**
 * The test checkout's plan change "pay now": the subscription moves in place and the
 * difference between the two period prices is invoiced — charged on the way up, credited
 * on the way down by a corrective invoice of the last one, never by editing it (issue
 * 27). A trial has paid nothing, so it has nothing to correct. The test checkout does
 * not prorate: the whole difference is the simple, predictable rule it needs. Written in
 * `deps.db`, the caller's transaction, which holds the subscription's lock (decision 035);
 * answers the invoice to e-mail once it commits.
 */
export async function changeLocalPlan(
  deps: BillingDeps,
  request: { subscription: SubscriptionRow; plan: Plan; interval: BillingInterval },
): Promise<string | null> {
  const { subscription, plan, interval } = request;
  const price = interval === "year" ? plan.prices.annual : plan.prices.monthly;
  await upsertSubscription({
    db: deps.db,
    events: deps.events,
    facts: {
      ...toSubscriptionFacts(subscription),
      planId: plan.id,
      priceId: price.id,
      planName: plan.name,
      tier: plan.tier,
      interval,
    },
  });
  if (subscription.status !== "active" || !subscription.planId) return null;
  const { plans } = await listPlans({ db: deps.db });
  const previous = planById(plans, subscription.planId);
  if (!previous) return null;
  // Per zone (decision 027): the difference for every zone paid for.
  const difference =
    (centsOf(plan, interval) - centsOf(previous, subscription.interval ?? "month")) *
    subscription.quantity;
  if (difference === 0) return null;
  const now = new Date();
  const payment = {
    userId: subscription.userId,
    reference: `local:change:${randomUUID()}`,
    planName: plan.name,
    interval,
    periodStart: now,
    periodEnd: subscription.currentPeriodEnd ?? now,
    baseCents: difference,
    zones: subscription.quantity,
  };
  return difference > 0
    ? deps.invoices.paid(deps.db, payment)
    : deps.invoices.corrected(deps.db, payment);
}
