import { offerCopy } from "~/shared/copy/plans";
import { subscriptionCopy } from "~/shared/copy/subscription";
import type { Offer } from "~/shared/plans/offers";
import type { CheckoutChoice } from "~/shared/plans/plan";
import { OfferCard } from "~/web/components/offer-card";
import { Button } from "~/web/components/ui/button";
import { ZonesChooser } from "~/web/components/zones-total";

const copy = subscriptionCopy.plans;

export type PlanChoice =
  { kind: "checkout"; choice: CheckoutChoice } | { kind: "change"; offer: Offer };

interface CardsState {
  /** The offer of the running subscription, if the catalogue shows it. */
  currentKey: string | null;
  subscribed: boolean;
  trialing: boolean;
  trialAvailable: boolean;
}

/** What a card's button says and does for this customer; no choice means disabled. */
function actionOf(offer: Offer, state: CardsState): { label: string; choice: PlanChoice | null } {
  if (offer.kind === "trial") {
    if (state.subscribed)
      return { label: state.trialing ? copy.trialRunning : copy.trialNotWithPlan, choice: null };
    if (!state.trialAvailable) return { label: copy.trialUsed, choice: null };
  } else if (offer.key === state.currentKey) return { label: copy.current, choice: null };
  else if (state.subscribed) return { label: copy.change, choice: { kind: "change", offer } };
  return { label: offerCopy[offer.kind].cta, choice: { kind: "checkout", choice: offer.checkout } };
}

/** The same cards as /pricing, each with what this customer may do with it. */
export function PlanCards(
  props: CardsState & {
    offers: Offer[];
    pending: boolean;
    /** Decision 027: the number of zones a new subscription pays for. */
    zones: number;
    onZones: (zones: number) => void;
    onChoose: (choice: PlanChoice) => void;
  },
) {
  return (
    <>
      {!props.subscribed && <ZonesChooser value={props.zones} onChange={props.onZones} />}
      <div className="grid gap-10 pt-4 xl:grid-cols-3 xl:gap-6">
        {props.offers.map((offer) => {
          const { label, choice } = actionOf(offer, props);
          return (
            <OfferCard
              key={offer.key}
              offer={offer}
              zones={props.zones}
              heading="h3"
              action={(style) => (
                <Button
                  {...style}
                  disabled={choice === null || props.pending}
                  onClick={() => choice && props.onChoose(choice)}
                >
                  {label}
                </Button>
              )}
            />
          );
        })}
      </div>
    </>
  );
}
