import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { findLatestSubscription } from "./find-latest-subscription";

/**
 * The user's latest subscription of the built-in test checkout, which the test portal and
 * the test clock act on; without one, what they were asked to do is "not found".
 */
export async function findLocalSubscriptionOrFail(
  deps: Pick<BillingDeps, "db">,
  options: { userId: string; action: "renew" | "expire"; lock?: boolean },
): Promise<SubscriptionRow> {
  const row = await findLatestSubscription({
    db: deps.db,
    userId: options.userId,
    provider: "local",
    lock: options.lock,
  });
  if (!row) throw new AppError("NOT_FOUND", `No subscription to ${options.action}`);
  return row;
}
