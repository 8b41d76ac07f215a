import { offerFor, type Offer } from "~/shared/plans/offers";
import type { CheckoutChoice } from "~/shared/plans/plan";
import { usePlans } from "./api";

/**
 * The card of a plan chosen on /pricing, from the catalogue the API serves (the fallback one
 * when it cannot be read): null without a choice, while the plans load, or when the
 * catalogue no longer offers it.
 */
export function useChosenOffer(choice: CheckoutChoice | null): Offer | null {
  const { plans } = usePlans();
  if (!choice || !plans) return null;
  return offerFor(plans, choice) ?? null;
}
