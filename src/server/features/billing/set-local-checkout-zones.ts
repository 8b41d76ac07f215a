import { eq } from "drizzle-orm";
import { subscriptionCopy } from "~/shared/copy/subscription";
import type { LocalCheckoutView } from "~/shared/billing/schema";
import { checkoutSession } from "../../domain/billing/tables";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { getLocalCheckout } from "./get-local-checkout";
import { lockOpenCheckout } from "./lock-open-checkout";

/**
 * The number of zones of a test checkout not yet paid, changed on its page (decision 027):
 * the customer corrects the number carried from /pricing without going back. The row is
 * locked, so a payment under way pays the number it read or the new one, never a mix.
 */
export async function setLocalCheckoutZones(
  deps: BillingDeps,
  options: { sessionId: string; userId: string; quantity: number },
): Promise<LocalCheckoutView> {
  const { sessionId, userId, quantity } = options;
  // A link another payment has made stale is closed to changes as it is to paying.
  if ((await getLocalCheckout(deps, { sessionId, userId })).status !== "open")
    throw new AppError("CONFLICT", subscriptionCopy.checkout.unavailable);
  await deps.db.transaction(async (tx) => {
    await lockOpenCheckout(tx, { sessionId, userId, now: new Date() });
    await tx.update(checkoutSession).set({ quantity }).where(eq(checkoutSession.id, sessionId));
  });
  return getLocalCheckout(deps, { sessionId, userId });
}
