import { billingUrls } from "./billing-urls";
import { changeLocalPlan } from "./change-local-plan";
import { createLocalCheckout } from "./create-local-checkout";
import type { BillingDeps } from "./deps";
import { changeLocalQuantity, previewLocalQuantity } from "./local-quantity";
import type { PaymentProvider } from "./provider";
import { toSubscriptionFacts } from "./to-subscription-facts";
import { upsertSubscription } from "./upsert-subscription";

/**
 * The built-in test checkout: its own checkout page (/checkout/:id) and portal
 * (/billing/portal) walk the same subscription states as Stripe, with no network, so the
 * whole flow works offline and in tests. Never a real charge.
 */
export function createLocalProvider(deps: BillingDeps): PaymentProvider {
  const { db, events } = deps;
  return {
    kind: "local",
    createCheckout: (request) => createLocalCheckout(deps, request),
    createPortal: async () => ({ url: billingUrls(deps.env).portal }),
    async cancelAtPeriodEnd(subscription) {
      await upsertSubscription({
        db,
        events,
        facts: { ...toSubscriptionFacts(subscription), cancelAtPeriodEnd: true },
      });
    },
    changePlan: ({ within, subscription, plan, interval }) =>
      changeLocalPlan({ ...deps, ...within }, { subscription, plan, interval }),
    previewQuantity: (request) => previewLocalQuantity(deps, request),
    // The intent's key is kept by the caller's transaction: the test checkout needs no other.
    changeQuantity: ({ within, subscription, quantity }) =>
      changeLocalQuantity({ ...deps, ...within }, { subscription, quantity }),
  };
}
