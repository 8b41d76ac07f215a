import type Stripe from "stripe";

/**
 * The subscription's metadata key for the zones its item's quantity leaves out, paused for
 * the whole next period (decision 044): the zones paid for are the quantity plus these.
 */
export const PAUSED_KEY = "pausedZones";

/** The zones a Stripe subscription's quantity leaves out for a seasonal pause. */
export const pausedAtStripe = (metadata: Stripe.Metadata | null | undefined): number => {
  const paused = Number.parseInt(metadata?.[PAUSED_KEY] ?? "", 10);
  return Number.isInteger(paused) && paused > 0 ? paused : 0;
};
