import { planById } from "~/shared/plans/catalog";
import type { Plan } from "~/shared/plans/plan";
import type { Database } from "../../domain/database";
import { AppError } from "../../domain/app-error";
import { listPlans } from "./list-plans";

/**
 * A plan of the current catalogue (synced or fallback), ids of the earlier fallback
 * catalogue included; an unknown id is the caller's mistake.
 */
export async function findPlan(options: { db: Database; planId: string }): Promise<Plan> {
  const { plans } = await listPlans({ db: options.db });
  const found = planById(plans, options.planId);
  if (!found)
    throw new AppError("BAD_REQUEST", "Unknown plan", {
      issues: [{ path: "planId", message: "unknown" }],
    });
  return found;
}
