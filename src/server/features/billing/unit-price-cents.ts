import { planById } from "~/shared/plans/catalog";
import type { Plan } from "~/shared/plans/plan";
import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { listPlans } from "./list-plans";

/** The plan a subscription pays for, and one zone's price for its period, in cents. */
export async function unitPriceOf(
  deps: Pick<BillingDeps, "db">,
  subscription: SubscriptionRow,
): Promise<{ plan: Plan; unitCents: number }> {
  const { plans } = await listPlans({ db: deps.db });
  const plan = subscription.planId ? planById(plans, subscription.planId) : undefined;
  if (!plan) throw new AppError("CONFLICT", "The subscription's plan is no longer offered");
  const price = subscription.interval === "year" ? plan.prices.annual : plan.prices.monthly;
  return { plan, unitCents: Math.round(price.amount * 100) };
}
