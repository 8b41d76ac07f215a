import { TRIAL_DAYS } from "~/shared/plans/catalog";
import type { Plan } from "~/shared/plans/plan";

/** A plan's own trial length, or the spec's 7 days (§9) when it has none. */
export const trialDaysOf = (plan: Pick<Plan, "trialDays">): number =>
  plan.trialDays > 0 ? plan.trialDays : TRIAL_DAYS;
