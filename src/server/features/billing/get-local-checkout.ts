import { and, eq } from "drizzle-orm";
import { planById, trialDaysOf } from "~/shared/plans/catalog";
import type { LocalCheckoutView } from "~/shared/schemas/billing";
import { checkoutSession } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { BillingDeps } from "./deps";
import { listPlans } from "./list-plans";

/** A test checkout session as its page shows it; only its owner may see it. */
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
  const { plans } = await listPlans({ db: deps.db });
  const plan = planById(plans, session.planId);
  const price = plan && (session.interval === "year" ? plan.prices.annual : plan.prices.monthly);
  const expired = session.status === "open" && session.expiresAt <= (options.now ?? new Date());
  return {
    id: session.id,
    planName: plan?.name ?? session.planId,
    interval: session.interval,
    trial: session.trial,
    trialDays: session.trial && plan ? trialDaysOf(plan) : 0,
    amount: price?.amount ?? 0,
    currency: "eur",
    // A plan withdrawn since the session opened can no longer be paid.
    status: expired || (!plan && session.status === "open") ? "expired" : session.status,
  };
}
