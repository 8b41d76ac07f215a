import { and, eq } from "drizzle-orm";
import { planById, trialDaysOf } from "~/shared/plans/catalog";
import { offerFor } from "~/shared/plans/offers";
import { timesZones } from "~/shared/plans/proration";
import type { LocalCheckoutView } from "~/shared/billing/schema";
import { checkoutSession } from "../../domain/billing/tables";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import { findRunningSubscription } from "./find-running-subscription";
import { firstPeriodEnd } from "./first-period-end";
import { hasHadTrial } from "./has-had-trial";
import { listPlans } from "./list-plans";

/**
 * Whether an open session could still be paid, by the rules its payment checks: a link
 * opened again after another checkout was paid (or its trial used) says so at once, not
 * only once "Pagar" is pressed.
 */
async function superseded(
  deps: BillingDeps,
  session: { userId: string; trial: boolean; replacesSubscriptionId: string | null },
  now: Date,
): Promise<boolean> {
  const running = await findRunningSubscription({ db: deps.db, userId: session.userId, now });
  if (running && running.id !== session.replacesSubscriptionId) return true;
  return session.trial && (await hasHadTrial({ db: deps.db, userId: session.userId }));
}

/**
 * A test checkout session as its page shows it; only its owner may see it. The figures are
 * the server's: what is charged today (nothing in a trial) and when and how much next.
 */
export async function getLocalCheckout(
  deps: BillingDeps,
  options: { sessionId: string; userId: string; now?: Date },
): Promise<LocalCheckoutView> {
  const session = await deps.db.query.checkoutSession.findFirst({
    where: and(
      eq(checkoutSession.id, options.sessionId),
      eq(checkoutSession.userId, options.userId),
    ),
  });
  if (!session) throw new AppError("NOT_FOUND", "No such checkout");
  const now = options.now ?? new Date();
  const { plans } = await listPlans({ db: deps.db });
  const plan = planById(plans, session.planId);
  const unitAmount =
    (plan && (session.interval === "year" ? plan.prices.annual : plan.prices.monthly).amount) ?? 0;
  const amount = timesZones(unitAmount, session.quantity);
  const trialDays = session.trial && plan ? trialDaysOf(plan) : 0;
  const open = session.status === "open";
  const expired = open && (session.expiresAt <= now || !plan);
  return {
    id: session.id,
    offerName: offerFor(plans, session)?.name ?? plan?.name ?? session.planId,
    interval: session.interval,
    trial: session.trial,
    trialDays,
    quantity: session.quantity,
    unitAmount,
    amount,
    dueToday: session.trial ? 0 : amount,
    nextCharge: {
      amount,
      date: firstPeriodEnd({ now, interval: session.interval, trialDays }).toISOString(),
    },
    currency: "eur",
    expiresAt: session.expiresAt.toISOString(),
    // A plan withdrawn since the session opened can no longer be paid.
    status: expired
      ? "expired"
      : open && (await superseded(deps, session, now))
        ? "superseded"
        : session.status,
  };
}
