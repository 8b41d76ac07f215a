import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import { subscriptionCopy as copy } from "~/shared/copy/subscription";
import { planById, trialDaysOf } from "~/shared/plans/catalog";
import { readCheckoutChoice, withoutCheckoutChoice } from "~/shared/plans/checkout-choice";
import { deriveOffers, offerFor, type Offer } from "~/shared/plans/offers";
import type { CheckoutChoice } from "~/shared/plans/plan";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ApiError } from "~/web/lib/api-client";
import { useNow } from "~/web/lib/use-now";
import {
  cancelSubscription,
  changePlan,
  goTo,
  openPortal,
  startCheckout,
  subscriptionQueryOptions,
  usePlans,
  type CheckoutRequest,
} from "./api";
import { ChangePlanModal } from "./change-plan-modal";
import { pendingChoiceOutcome } from "./pending-choice";
import { PlanCards, type PlanChoice } from "./plan-cards";
import { longDate, StatusPanel } from "./status-panel";

/** Spec §9: waiting for the checkout URL gives up after 30 s. */
const CHECKOUT_TIMEOUT_MS = 30_000;

type Notice = { tone: "success" | "error"; text: string } | null;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error("timeout")), CHECKOUT_TIMEOUT_MS),
    ),
  ]);
}

export function SubscriptionPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const catalogue = usePlans();
  const { data: billing } = useQuery(subscriptionQueryOptions());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(() =>
    params.get("success") === "true"
      ? { tone: "success", text: copy.activated }
      : params.get("canceled") === "true"
        ? { tone: "error", text: copy.checkoutCanceled }
        : null,
  );
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [changing, setChanging] = useState<Offer | null>(null);

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

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["me"] }),
      queryClient.invalidateQueries({ queryKey: ["users"] }),
    ]);

  async function checkout(
    request: CheckoutRequest,
    send: (request: CheckoutRequest) => Promise<{ url: string | null }>,
  ) {
    setBusy(true);
    setNotice({ tone: "success", text: copy.preparing });
    try {
      const { url } = await withTimeout(send(request));
      if (url) {
        goTo(url);
        return;
      }
      if (send === changePlan) {
        setNotice({ tone: "success", text: copy.change.done });
        await refresh();
      } else setNotice({ tone: "error", text: copy.noCheckoutUrl });
    } catch (error) {
      setNotice({
        tone: "error",
        text:
          error instanceof Error && error.message === "timeout"
            ? copy.checkoutTimeout
            : copy.paymentError,
      });
    } finally {
      setBusy(false);
      setChanging(null);
    }
  }

  function choose(choice: PlanChoice) {
    if (choice.kind === "change") setChanging(choice.offer);
    else void checkout(choice.choice, startCheckout);
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
    if ("notice" in outcome) setNotice({ tone: "error", text: outcome.notice });
    else void checkout(outcome.checkout, startCheckout);
  });
  useEffect(() => actOnChoice(), [billing, catalogue.plans]);

  async function cancel() {
    setBusy(true);
    try {
      const { accessUntil } = await cancelSubscription();
      setNotice({
        tone: "success",
        text: copy.cancel.done(longDate.format(new Date(accessUntil))),
      });
      setConfirmingCancel(false);
      await refresh();
    } catch (error) {
      setNotice({
        tone: "error",
        text:
          error instanceof ApiError && error.status === 404
            ? copy.cancel.none
            : copy.cancel.portalRequired,
      });
    } finally {
      setBusy(false);
    }
  }

  async function renew() {
    setBusy(true);
    try {
      goTo((await openPortal()).url);
    } catch (error) {
      setNotice({
        tone: "error",
        text: copy.renew.error(error instanceof Error ? error.message : ""),
      });
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {subscription && <StatusPanel subscription={subscription} plans={plans} />}
      {subscription && running && (
        <section className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {subscription.cancelAtPeriodEnd ? (
            <div>
              <Button onClick={() => void renew()} disabled={busy}>
                {copy.renew.button}
              </Button>
            </div>
          ) : confirmingCancel ? (
            <div className="space-y-3" role="group" aria-label={copy.cancel.button}>
              <p className="text-slate-700">{copy.cancel.question}</p>
              <div className="flex flex-wrap gap-3">
                <Button variant="danger" onClick={() => void cancel()} disabled={busy}>
                  {copy.cancel.confirm}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setConfirmingCancel(false)}
                  disabled={busy}
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
          busy={busy}
          onChoose={choose}
        />
      </section>
      <ChangePlanModal
        // A new card starts the modal afresh (paying now selected).
        key={changing?.key ?? "closed"}
        offer={changing}
        trialAvailable={billing?.trialAvailable ?? false}
        trialDays={changingPlan ? trialDaysOf(changingPlan) : 0}
        busy={busy}
        onClose={() => setChanging(null)}
        onConfirm={({ trial }) =>
          changing && void checkout({ ...changing.checkout, trial }, changePlan)
        }
      />
    </div>
  );
}
