import { asc, eq } from "drizzle-orm";
import { fallbackPlans } from "~/shared/plans/catalog";
import type { Plan, PlanPrice } from "~/shared/plans/plan";
import { centsToEuros } from "~/shared/plans/pricing";
import type { Database } from "../../domain/database";
import { plan as planTable } from "../../domain/billing/tables";

export interface PlanCatalog {
  source: "synced" | "fallback";
  plans: Plan[];
}

/** Active synced plans with both prices; the fallback catalogue when none are complete. */
export async function listPlans(options: { db: Database }): Promise<PlanCatalog> {
  const rows = await options.db.query.plan.findMany({
    where: eq(planTable.active, true),
    with: { prices: { where: (price, { eq }) => eq(price.active, true) } },
    orderBy: [asc(planTable.createdAt), asc(planTable.id)],
  });

  const plans = rows.flatMap((row): Plan[] => {
    const toPrice = (interval: PlanPrice["interval"]): PlanPrice | undefined => {
      const found = row.prices.find((candidate) => candidate.interval === interval);
      return (
        found && {
          id: found.id,
          amount: centsToEuros(found.amountCents),
          currency: "eur",
          interval,
        }
      );
    };
    const monthly = toPrice("month");
    const annual = toPrice("year");
    if (!monthly || !annual) return [];
    const { id, name, description, tier, features, popular, trialDays } = row;
    return [
      { id, name, description, tier, features, popular, trialDays, prices: { monthly, annual } },
    ];
  });

  return plans.length > 0
    ? { source: "synced", plans }
    : { source: "fallback", plans: [...fallbackPlans] };
}
