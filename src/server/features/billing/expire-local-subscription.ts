import type { BillingDeps } from "./deps";
import { findLocalSubscriptionOrFail } from "./find-local-subscription-or-fail";
import { toSubscriptionFacts } from "./to-subscription-facts";
import { upsertSubscription } from "./upsert-subscription";

/**
 * The test clock (PAYMENTS_TEST_CLOCK only): the user's local subscription reaches the end of
 * its period now, so tests see access end without waiting a month. One canceled at period
 * end becomes canceled, as the provider would make it.
 */
export async function expireLocalSubscription(
  deps: BillingDeps,
  options: { userId: string },
): Promise<void> {
  const row = await findLocalSubscriptionOrFail(deps, { userId: options.userId, action: "expire" });
  const ended = new Date(Date.now() - 1000);
  const facts = toSubscriptionFacts(row);
  await upsertSubscription({
    db: deps.db,
    events: deps.events,
    facts: {
      ...facts,
      currentPeriodEnd: ended,
      trialEnd: facts.trialEnd && ended,
      status: facts.cancelAtPeriodEnd ? "canceled" : facts.status,
    },
  });
}
