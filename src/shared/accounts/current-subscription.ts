import type { SubscriptionStatus } from "./access";

/** A moment as the database gives it (Date) or as the API sends it (ISO string). */
type Moment = Date | string | null;

const time = (moment: Moment) => (moment === null ? null : new Date(moment).getTime());

/**
 * The one rule for "a running subscription": trialing or active, and its period — the
 * trial's end while trialing — not over. Access, cancelling, changing plan and the
 * subscription page all ask this, on the server and in the browser alike.
 */
export function isCurrentSubscription(
  subscription: { status: SubscriptionStatus; currentPeriodEnd: Moment; trialEnd: Moment },
  now: Date | number,
): boolean {
  const { status } = subscription;
  if (status !== "trialing" && status !== "active") return false;
  const end = time(
    status === "trialing"
      ? (subscription.trialEnd ?? subscription.currentPeriodEnd)
      : subscription.currentPeriodEnd,
  );
  return end === null || end > new Date(now).getTime();
}
