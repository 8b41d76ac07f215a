import { subscriptionCopy } from "~/shared/copy/subscription";
import { planById } from "~/shared/plans/catalog";
import type { CheckoutChoice, Plan } from "~/shared/plans/plan";

const copy = subscriptionCopy.choice;

/**
 * A plan chosen on /pricing before signing in: its checkout, or — when the server would
 * refuse it — why not, said plainly on the subscription page instead of a failing checkout.
 */
export function pendingChoiceOutcome(options: {
  choice: CheckoutChoice;
  plans: readonly Plan[];
  subscribed: boolean;
  trialAvailable: boolean;
}): { checkout: CheckoutChoice } | { notice: string } {
  const { choice } = options;
  const plan = planById(options.plans, choice.planId);
  if (!plan) return { notice: copy.unknown };
  if (options.subscribed) return { notice: copy.subscribed };
  if (choice.trial && !options.trialAvailable) return { notice: copy.trialUsed };
  return { checkout: { ...choice, planId: plan.id } };
}
