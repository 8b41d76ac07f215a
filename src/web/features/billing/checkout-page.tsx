import { IVA_PERCENT, withIva } from "~/shared/plans/tax";
import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { paths } from "~/shared/paths";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { formatEuros } from "~/shared/plans/pricing";
import { cardSchema } from "~/shared/billing/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Field } from "~/web/components/ui/field";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { errorMessage } from "~/web/lib/error-message";
import { maxLengthOf } from "~/web/lib/schema-limits";
import { checkoutQueryOptions, goTo, useAbandonCheckout, usePayCheckout } from "./api";
import { CheckoutZonesForm } from "./checkout-zones-form";
import { longDate } from "./status-panel";

const copy = subscriptionCopy.checkout;
const intervals = subscriptionCopy.status.interval;

/**
 * A refused card: the server's issue on `cardNumber` tells a declined card ('declined')
 * from a number that is not one; anything else means this payment is gone.
 */
function payError(error: unknown): string {
  const declined =
    error instanceof ApiError &&
    error.issues.some((issue) => issue.path === "cardNumber" && issue.message === "declined");
  return errorMessage(error, {
    BAD_REQUEST: declined ? copy.declined : copy.invalidCard,
    fallback: copy.unavailable,
  });
}

/**
 * The built-in test checkout: the plan card's name, what is paid today (nothing in a free
 * trial) and the next charge — the server's figures — then a card number, 'Pagar' and
 * 'Cancelar'.
 */
export function CheckoutPage(props: {
  sessionId: string;
  /** Whether the profile has billing details: a payment today needs them for its invoice. */
  hasBillingDetails: boolean;
  /** The profile's billing details form (composed by the route), asked for when missing. */
  billingDetails: ReactNode;
}) {
  const { sessionId } = props;
  const { data: session, isError, refetch } = useQuery(checkoutQueryOptions(sessionId));
  // Left open past its hour, the page asks again then, and the server closes it.
  const expiresAt = session?.status === "open" ? Date.parse(session.expiresAt) : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(() => void refetch(), Math.max(expiresAt - Date.now(), 0) + 500);
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);
  // The catalogue's prices are the base: what is paid carries 21 % IVA.
  const today = withIva(session?.dueToday ?? 0);
  const [card, setCard] = useState("");
  // The server checks the number itself (a test card, Luhn); here only that there is one.
  const typed = cardSchema.shape.cardNumber.safeParse(card).success;
  // Paid today, invoiced today: the invoice names the customer by their billing details,
  // shown to confirm (or asked for) before paying.
  const paysToday = (session?.dueToday ?? 0) > 0;
  const needsDetails = paysToday && !props.hasBillingDetails;
  const pay = usePayCheckout();
  const abandon = useAbandonCheckout();
  // Once either succeeds the browser is on its way to the next page: the buttons stay off.
  const leaving = pay.isPending || pay.isSuccess || abandon.isPending || abandon.isSuccess;
  const outcome =
    outcomeOf(pay, { success: null, errors: payError }) ??
    outcomeOf(abandon, { success: null, errors: { fallback: copy.unavailable } });

  function submit(event: FormEvent) {
    event.preventDefault();
    abandon.reset();
    pay.mutate(
      { id: sessionId, cardNumber: card },
      { onSuccess: ({ redirectTo }) => goTo(redirectTo) },
    );
  }

  function leave() {
    pay.reset();
    abandon.mutate(sessionId, { onSuccess: ({ redirectTo }) => goTo(redirectTo) });
  }

  return (
    <div className="mx-auto max-w-lg">
      <p className="mb-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800 ring-1 ring-amber-200">
        <FlaskConical className="size-4 flex-none" aria-hidden />
        {copy.badge}
      </p>
      {isError || (session && session.status !== "open") ? (
        // Said when the link opens, not only once "Pagar" is pressed.
        <div className="space-y-4">
          <Alert tone="error">
            {session && session.status !== "open" ? copy.closed[session.status] : copy.unavailable}
          </Alert>
          <ButtonLink to={paths.dashboard.subscription} variant="secondary">
            {copy.toSubscription}
          </ButtonLink>
        </div>
      ) : (
        session && (
          <>
            {paysToday && (
              // Outside the payment's form: the details have a form of their own.
              <div className="mb-4 space-y-2" data-testid="checkout-billing-details">
                {needsDetails ? (
                  <Alert tone="error">{copy.billingDetails}</Alert>
                ) : (
                  <p className="text-sm text-slate-700">{copy.billingConfirm}</p>
                )}
                {props.billingDetails}
              </div>
            )}
            <div className="mb-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <CheckoutZonesForm
                // A new number from the server starts the field afresh.
                key={session.quantity}
                sessionId={sessionId}
                quantity={session.quantity}
                disabled={leaving}
              />
            </div>
            <form
              onSubmit={submit}
              className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              noValidate
            >
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <dt className="text-slate-600">{copy.plan}</dt>
                <dd className="text-right font-semibold text-slate-900">{session.offerName}</dd>
                <dt className="text-slate-600">{copy.interval}</dt>
                <dd className="text-right text-slate-900">{intervals[session.interval]}</dd>
                <dt className="text-slate-600">{copy.zones}</dt>
                <dd className="text-right text-slate-900" data-testid="checkout-zones">
                  {copy.perZone(formatEuros(session.unitAmount), session.quantity)}
                </dd>
              </dl>
              {session.trial && (
                <p className="text-sm font-semibold text-brand-700">
                  {copy.trial(session.trialDays)}
                </p>
              )}
              <dl className="grid grid-cols-2 items-baseline gap-3 border-t border-slate-200 pt-4 text-sm">
                {today.base > 0 && (
                  <>
                    <dt className="text-slate-600">{copy.base}</dt>
                    <dd className="text-right text-slate-900" data-testid="checkout-base">
                      {formatEuros(today.base)}
                    </dd>
                    <dt className="text-slate-600">{copy.iva(IVA_PERCENT)}</dt>
                    <dd className="text-right text-slate-900" data-testid="checkout-iva">
                      {formatEuros(today.iva)}
                    </dd>
                  </>
                )}
                <dt className="font-semibold text-slate-900">{copy.dueToday}</dt>
                <dd
                  className="text-right text-2xl font-bold text-slate-900"
                  data-testid="checkout-due-today"
                >
                  {formatEuros(today.total)}
                </dd>
                <dt className="text-slate-600">
                  {session.trial ? copy.firstCharge : copy.renewal}
                </dt>
                <dd className="text-right text-slate-900" data-testid="checkout-next-charge">
                  {copy.chargeOn(
                    copy.withIva(formatEuros(withIva(session.nextCharge.amount).total)),
                    longDate().format(new Date(session.nextCharge.date)),
                  )}
                </dd>
              </dl>
              <Alert outcome={outcome} />
              <Field
                label={copy.card}
                inputMode="numeric"
                autoComplete="cc-number"
                value={card}
                maxLength={maxLengthOf(cardSchema.shape.cardNumber)}
                onChange={(event) => setCard(event.target.value)}
                hint={copy.cardHint}
              />
              <div className="flex gap-3">
                <Button
                  type="submit"
                  disabled={leaving || !typed || needsDetails}
                  className="flex-1"
                >
                  {leaving ? copy.paying : session.trial ? copy.startTrial : copy.pay}
                </Button>
                <Button variant="secondary" onClick={leave} disabled={leaving}>
                  {copy.cancel}
                </Button>
              </div>
            </form>
          </>
        )
      )}
    </div>
  );
}
