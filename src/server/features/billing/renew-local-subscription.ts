import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { findLocalSubscriptionOrFail } from "./find-local-subscription-or-fail";
import { toSubscriptionFacts } from "./to-subscription-facts";
import { upsertSubscription } from "./upsert-subscription";

/**
 * The test portal's "Renovar": a subscription canceled at period end keeps renewing. One that
 * has already ended cannot be revived — the user starts a new one.
 */
export async function renewLocalSubscription(
  deps: BillingDeps,
  options: { userId: string },
): Promise<void> {
  const row = await findLocalSubscriptionOrFail(deps, { userId: options.userId, action: "renew" });
  if (!isCurrentSubscription(row, new Date()))
    throw new AppError("CONFLICT", "The subscription has ended; start a new one");
  if (!row.cancelAtPeriodEnd) return;
  await upsertSubscription({
    db: deps.db,
    events: deps.events,
    facts: { ...toSubscriptionFacts(row), cancelAtPeriodEnd: false },
  });
}
