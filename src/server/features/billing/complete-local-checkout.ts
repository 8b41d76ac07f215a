import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { trialDaysOf } from "~/shared/plans/catalog";
import { checkoutSession } from "../../domain/billing/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { AppError } from "../../domain/app-error";
import { billingUrls } from "./billing-urls";
import { checkTestCard } from "./check-test-card";
import type { BillingDeps } from "./deps";
import { findPlan } from "./find-plan";
import { firstPeriodEnd } from "./first-period-end";
import { findRunningSubscription } from "./find-running-subscription";
import { hasHadTrial } from "./has-had-trial";
import { lockOpenCheckout } from "./lock-open-checkout";
import { chargeOncePerIntent } from "./once-per-intent";
import { requireBillingDetails } from "./require-billing-details";
import { upsertSubscription } from "./upsert-subscription";

/**
 * Pays a test checkout session: the card is checked, then in one transaction the session
 * completes, the subscription it replaces (a plan change with a new trial) is canceled, and
 * the new subscription starts — trialing, or active for one month or year, and then
 * invoiced (every payment has its invoice). The session's row lock charges it once; the
 * intent's key (decision 035) lets a retry whose answer was lost be answered as the first try was.
 */
export async function completeLocalCheckout(
  deps: BillingDeps,
  options: { sessionId: string; userId: string; cardNumber: string; idempotencyKey?: string },
): Promise<{ redirectTo: string }> {
  const { sessionId, userId } = options;
  const intent = {
    userId,
    key: options.idempotencyKey,
    action: "billing.checkout-pay",
    // The session, not the card: nothing derived from a card number is kept.
    request: { sessionId },
  };
  const redirectTo = billingUrls(deps.env).success;
  return chargeOncePerIntent(deps, intent, async ({ db: tx, events }) => {
    const now = new Date();
    const session = await lockOpenCheckout(tx, { sessionId, userId, now });
    checkTestCard(options.cardNumber);
    // Paid today: its invoice needs the billing details (a trial's first charge is later).
    if (!session.trial) await requireBillingDetails({ db: tx }, userId);

    const plan = await findPlan({ db: tx, planId: session.planId });
    if (session.trial && (await hasHadTrial({ db: tx, userId })))
      throw new AppError("CONFLICT", "The free trial has already been used");
    const running = await findRunningSubscription({ db: tx, userId, now });
    if (running && running.id !== session.replacesSubscriptionId)
      throw new AppError(
        "CONFLICT",
        "There is already a running subscription; change plan instead",
      );

    await tx
      .update(checkoutSession)
      .set({ status: "completed" })
      .where(eq(checkoutSession.id, session.id));
    if (session.replacesSubscriptionId)
      await tx
        .update(subscription)
        .set({ status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: now })
        .where(
          and(eq(subscription.id, session.replacesSubscriptionId), eq(subscription.userId, userId)),
        );

    const price = session.interval === "year" ? plan.prices.annual : plan.prices.monthly;
    const periodEnd = firstPeriodEnd({
      now,
      interval: session.interval,
      trialDays: session.trial ? trialDaysOf(plan) : 0,
    });
    const trialEnd = session.trial ? periodEnd : null;
    await upsertSubscription({
      db: tx,
      events,
      facts: {
        userId,
        provider: "local",
        providerSubscriptionId: `local_sub_${randomBytes(12).toString("hex")}`,
        providerCustomerId: null,
        planId: plan.id,
        priceId: price.id,
        planName: plan.name,
        tier: plan.tier,
        interval: session.interval,
        status: trialEnd ? "trialing" : "active",
        cancelAtPeriodEnd: false,
        currentPeriodEnd: periodEnd,
        trialStart: trialEnd ? now : null,
        trialEnd,
        quantity: session.quantity,
        pendingQuantity: null,
      },
    });
    // A trial is not a payment: its first invoice comes with its first charge.
    if (session.trial) return { answer: { redirectTo }, invoiceId: null };
    const invoiceId = await deps.invoices.paid(tx, {
      userId,
      reference: `local:${session.id}`,
      planName: plan.name,
      interval: session.interval,
      periodStart: now,
      periodEnd,
      baseCents: Math.round(price.amount * 100) * session.quantity,
      zones: session.quantity,
    });
    return { answer: { redirectTo }, invoiceId };
  });
}
