import type { BillingDeps } from "./deps";
import { createLocalProvider } from "./local-provider";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";

/**
 * Stripe when PAYMENTS=stripe, or when PAYMENTS is unset and a Stripe key is; otherwise the
 * built-in test checkout (env.ts refuses it on a public URL unless PAYMENTS=local).
 */
export function createPaymentProvider(deps: BillingDeps): PaymentProvider {
  const { PAYMENTS, STRIPE_SECRET_KEY } = deps.env;
  const stripe = PAYMENTS === "stripe" || (PAYMENTS === undefined && Boolean(STRIPE_SECRET_KEY));
  return stripe ? createStripeProvider(deps) : createLocalProvider(deps);
}
