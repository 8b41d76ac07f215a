import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import { subscriptionCopy as copy } from "~/shared/copy/subscription";
import { planById, trialDaysOf } from "~/shared/plans/catalog";
import { readCheckoutChoice, withoutCheckoutChoice } from "~/shared/plans/checkout-choice";
import { deriveOffers, offerFor, type Offer } from "~/shared/plans/offers";
import type { CheckoutChoice } from "~/shared/plans/plan";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { errorMessage } from "~/web/lib/error-message";
import { useNow } from "~/web/lib/use-now";
import {
  goTo,
  subscriptionQueryOptions,
  useCancelSubscription,
  useChangePlan,
  useOpenPortal,
  usePlans,
  useStartCheckout,
  type CheckoutRequest,
} from "./api";
import { ChangePlanModal } from "./change-plan-modal";
import { InvoicesSection } from "./invoices-section";
import { PaidZonesPanel } from "./paid-zones-panel";
import { pendingChoiceOutcome } from "./pending-choice";
import { PlanCards, type PlanChoice } from "./plan-cards";
import { longDate, StatusPanel } from "./status-panel";

/** Why a checkout could not be reached: it took too long, or failed. */
const paymentErrors = { TIMEOUT: copy.checkoutTimeout, fallback: copy.paymentError };

/** The server's refusal of a first payment without billing details, which its invoice must name. */
const lacksBillingDetails = (error: unknown) =>
  error instanceof ApiError && error.issues.some((issue) => issue.path === "billingInfo");

/**
 * `billingDetails`: the profile's billing details form (composed by the route), shown when
 * a first payment is refused for want of them.
 */
export function SubscriptionPage(props: { billingDetails?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const catalogue = usePlans();
  const { data: billing } = useQuery(subscriptionQueryOptions());
  const startCheckout = useStartCheckout();
  const changePlan = useChangePlan();
  const cancelSubscription = useCancelSubscription();
  const openPortal = useOpenPortal();
  const pending =
    startCheckout.isPending ||
    changePlan.isPending ||
    cancelSubscription.isPending ||
    openPortal.isPending;
  // Back from a checkout (?success / ?canceled), the page says how it went.
  const notice = useOutcome(
    params.get("success") === "true"
      ? { tone: "success", text: copy.activated }
      : params.get("canceled") === "true"
        ? { tone: "error", text: copy.checkoutCanceled }
        : null,
  );
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [changing, setChanging] = useState<Offer | null>(null);
  // The zones chosen on /pricing, carried through registration (decision 027).
  const [zones, setZones] = useState(() => readCheckoutChoice(params)?.quantity ?? 1);
  const [askingBilling, setAskingBilling] = useState(false);

  const now = useNow();
  const subscription = billing?.subscription ?? null;
  const running = subscription !== null && isCurrentSubscription(subscription, now);
  const plans = catalogue.plans ?? [];
  const offers = deriveOffers(plans);
  const current =
    running && subscription.planId && subscription.interval
      ? offerFor(plans, {
          planId: subscription.planId,
          interval: subscription.interval,
          trial: false,
        })
      : undefined;
  const changingPlan = changing && planById(plans, changing.checkout.planId);

  /** Checkout, or a change of plan: the provider's page, or — changed at once — a word. */
  function checkout(request: CheckoutRequest, change: boolean) {
    notice.succeed(copy.preparing);
    (change ? changePlan : startCheckout).mutate(request, {
      onSuccess: ({ url }) => {
        if (url) goTo(url);
        else if (change) notice.succeed(copy.change.done);
        else notice.show({ tone: "error", text: copy.noCheckoutUrl });
      },
      onError: (error) => {
        if (lacksBillingDetails(error)) {
          setAskingBilling(true);
          notice.show({ tone: "error", text: copy.billingDetails.required });
        } else notice.fail(error, paymentErrors);
      },
      onSettled: () => setChanging(null),
    });
  }

  function choose(choice: PlanChoice) {
    if (choice.kind === "change") setChanging(choice.offer);
    else checkout({ ...choice.choice, quantity: zones }, false);
  }

  // A plan chosen on /pricing before signing in came here through registration and login
  // (?plan=…&interval=…): open its checkout once, or say why it cannot be.
  const pendingChoice = useRef<CheckoutChoice | null>(readCheckoutChoice(params));
  const actOnChoice = useEffectEvent(() => {
    const choice = pendingChoice.current;
    if (!choice || !billing || !catalogue.plans) return;
    pendingChoice.current = null;
    setParams(withoutCheckoutChoice, { replace: true });
    const outcome = pendingChoiceOutcome({
      choice,
      plans: catalogue.plans,
      subscribed: running,
      trialAvailable: billing.trialAvailable,
    });
    if ("notice" in outcome) notice.show({ tone: "error", text: outcome.notice });
    else checkout(outcome.checkout, false);
  });
  useEffect(() => actOnChoice(), [billing, catalogue.plans]);

  function cancel() {
    cancelSubscription.mutate(undefined, {
      onSuccess: ({ accessUntil }) => {
        setConfirmingCancel(false);
        notice.succeed(copy.cancel.done(longDate().format(new Date(accessUntil))));
      },
      onError: (error) =>
        notice.fail(error, { NOT_FOUND: copy.cancel.none, fallback: copy.cancel.portalRequired }),
    });
  }

  function renew() {
    openPortal.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      // The product's words carry the reason, said in Spanish (product §8).
      onError: (error) =>
        notice.show({ tone: "error", text: copy.renew.error(errorMessage(error)) }),
    });
  }

  return (
    <div className="space-y-6">
      <Alert outcome={notice.outcome} />
      {askingBilling && props.billingDetails && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{copy.billingDetails.lead}</p>
          {props.billingDetails}
        </div>
      )}
      {subscription && <StatusPanel subscription={subscription} plans={plans} />}
      {subscription && running && <PaidZonesPanel subscription={subscription} />}
      {subscription && running && (
        <section className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {subscription.cancelAtPeriodEnd ? (
            <div>
              <Button onClick={renew} disabled={pending}>
                {copy.renew.button}
              </Button>
            </div>
          ) : confirmingCancel ? (
            <div className="space-y-3" role="group" aria-label={copy.cancel.button}>
              <p className="text-slate-700">{copy.cancel.question}</p>
              <div className="flex flex-wrap gap-3">
                <Button variant="danger" onClick={cancel} disabled={pending}>
                  {copy.cancel.confirm}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setConfirmingCancel(false)}
                  disabled={pending}
                >
                  {copy.cancel.keep}
                </Button>
              </div>
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setConfirmingCancel(true)}>
                {copy.cancel.button}
              </Button>
            </div>
          )}
        </section>
      )}
      <section aria-label={copy.plans.heading} className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{copy.plans.heading}</h2>
        {catalogue.failed && (
          <Alert tone="error">
            {copy.plansError}{" "}
            <button type="button" className="font-semibold underline" onClick={catalogue.retry}>
              {copy.retry}
            </button>
          </Alert>
        )}
        <PlanCards
          offers={offers}
          currentKey={current?.key ?? null}
          subscribed={running}
          trialing={running && subscription.status === "trialing"}
          trialAvailable={billing?.trialAvailable ?? false}
          pending={pending}
          zones={running ? subscription.quantity : zones}
          onZones={setZones}
          onChoose={choose}
        />
      </section>
      <InvoicesSection />
      <ChangePlanModal
        // A new card starts the modal afresh (paying now selected).
        key={changing?.key ?? "closed"}
        offer={changing}
        trialAvailable={billing?.trialAvailable ?? false}
        trialDays={changingPlan ? trialDaysOf(changingPlan) : 0}
        pending={pending}
        onClose={() => setChanging(null)}
        onConfirm={({ trial }) => changing && checkout({ ...changing.checkout, trial }, true)}
      />
    </div>
  );
}
