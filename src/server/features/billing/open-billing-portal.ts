import { billingUrls } from "./billing-urls";
import type { BillingDeps } from "./deps";
import { findBillingCustomer } from "./find-billing-customer";
import type { PaymentProvider } from "./provider";

/** The provider's billing portal (renew, cancel), coming back to the subscription page. */
export async function openBillingPortal(
  deps: BillingDeps,
  options: { provider: PaymentProvider; userId: string },
): Promise<{ url: string }> {
  return options.provider.createPortal({
    user: await findBillingCustomer({ db: deps.db, userId: options.userId }),
    returnUrl: billingUrls(deps.env).subscription,
  });
}
