import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { findRunningSubscription } from "./find-running-subscription";
import type { PaymentProvider } from "./provider";

/**
 * Cancels the running subscription at the end of its period (product §4): access is kept until
 * then, which is what the answer says.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  options: { provider: PaymentProvider; userId: string },
): Promise<{ accessUntil: string }> {
  const running = await findRunningSubscription({ db: deps.db, userId: options.userId });
  if (!running) throw new AppError("NOT_FOUND", "No active subscription to cancel");
  if (running.provider !== options.provider.kind)
    throw new AppError("CONFLICT", "The subscription is managed by another payment provider");
  const end =
    running.status === "trialing"
      ? (running.trialEnd ?? running.currentPeriodEnd)
      : running.currentPeriodEnd;
  // Provider subscriptions always have a period; one without could never end.
  if (!end) throw new AppError("CONFLICT", "The subscription has no period to end");
  if (!running.cancelAtPeriodEnd) await options.provider.cancelAtPeriodEnd(running);
  return { accessUntil: end.toISOString() };
}
