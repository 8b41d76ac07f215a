import type { z } from "~/shared/validation/zod";
import type { BillingInterval, Plan } from "~/shared/plans/plan";
import type { checkoutRequestSchema } from "~/shared/billing/schema";
import { AppError } from "../../domain/app-error";
import { billingUrls } from "./billing-urls";
import type { BillingDeps } from "./deps";
import { findBillingCustomer } from "./find-billing-customer";
import { hasHadTrial } from "./has-had-trial";
import type { PaymentProvider } from "./provider";
import { requireBillingDetails } from "./require-billing-details";

/** A customer's choice of plan, as the checkout and change-plan routes receive it. */
export type PlanChoice = z.output<typeof checkoutRequestSchema> & {
  provider: PaymentProvider;
  userId: string;
};

/**
 * The provider's checkout page for a plan, once the one-free-trial rule allows it: what a
 * new subscription opens, and a plan change with a trial (its new subscription replaces
 * the running one once paid).
 */
export async function openProviderCheckout(
  deps: BillingDeps,
  options: {
    provider: PaymentProvider;
    userId: string;
    plan: Plan;
    interval: BillingInterval;
    trial: boolean;
    quantity: number;
    replacesSubscriptionId?: string;
  },
): Promise<{ url: string }> {
  const { db } = deps;
  const { userId, trial } = options;
  if (trial && (await hasHadTrial({ db, userId })))
    throw new AppError("CONFLICT", "The free trial has already been used");
  // Paid today, invoiced today: the invoice needs the customer's tax id and address. The
  // test checkout asks on its own page, before its card; Stripe's page cannot, so before.
  if (!trial && options.provider.kind === "stripe") await requireBillingDetails(deps, userId);
  const urls = billingUrls(deps.env);
  return options.provider.createCheckout({
    user: await findBillingCustomer({ db, userId }),
    plan: options.plan,
    interval: options.interval,
    trial,
    quantity: options.quantity,
    successUrl: urls.success,
    cancelUrl: urls.canceled,
    replacesSubscriptionId: options.replacesSubscriptionId,
  });
}
