import { paths } from "../paths";
import type { CheckoutChoice } from "./plan";

/**
 * A plan chosen before signing in travels as a path: the subscription page with the choice
 * in its query. /pricing sends it through /register, the verification link and /login as
 * their `redirectTo`; the subscription page opens that checkout (`readCheckoutChoice`).
 * Apart from the reader so that /pricing does not load the validation library.
 */
export function checkoutChoicePath(choice: CheckoutChoice): string {
  const query = new URLSearchParams({ plan: choice.planId, interval: choice.interval });
  if (choice.trial) query.set("trial", "true");
  if (choice.quantity !== undefined && choice.quantity > 1)
    query.set("zones", String(choice.quantity));
  return `${paths.dashboard.subscription}?${query}`;
}
