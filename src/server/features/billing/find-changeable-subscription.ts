import { subscriptionCopy } from "~/shared/copy/subscription";
import type { Database } from "../../domain/database";
import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import { AppError } from "../../domain/app-error";
import { findRunningSubscription } from "./find-running-subscription";
import type { PaymentProvider } from "./provider";

/**
 * The running subscription a change acts on (its plan, its zones), managed by `provider`;
 * a clear refusal otherwise. `lock` (inside a transaction): its row stays locked until the
 * transaction ends, so a change reads it once nobody else is changing it (decision 035).
 */
export async function findChangeableSubscription(options: {
  db: Database;
  userId: string;
  provider: PaymentProvider;
  lock?: boolean;
}): Promise<SubscriptionRow> {
  const running = await findRunningSubscription(options);
  if (!running) throw new AppError("CONFLICT", subscriptionCopy.running.none);
  if (running.provider !== options.provider.kind)
    throw new AppError("CONFLICT", subscriptionCopy.running.otherProvider);
  return running;
}
