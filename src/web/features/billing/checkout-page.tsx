import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { useState, type FormEvent } from "react";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { formatEuros } from "~/shared/plans/pricing";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { ApiError } from "~/web/lib/api-client";
import { abandonCheckout, checkoutQueryOptions, goTo, payCheckout } from "./api";
import { longDate } from "./status-panel";

const copy = subscriptionCopy.checkout;
const intervals = subscriptionCopy.status.interval;

/**
 * The built-in test checkout: the plan card's name, what is paid today (nothing in a free
 * trial) and the next charge — the server's figures — then a card number, 'Pagar' and
 * 'Cancelar'.
 */
export function CheckoutPage({ sessionId }: { sessionId: string }) {
  const { data: session, isError } = useQuery(checkoutQueryOptions(sessionId));
  const [card, setCard] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      goTo((await payCheckout(sessionId, card)).redirectTo);
    } catch (failure) {
      const declined = failure instanceof ApiError && /declined/i.test(failure.message);
      setError(
        declined
          ? copy.declined
          : failure instanceof ApiError && failure.status === 400
            ? copy.invalidCard
            : copy.unavailable,
      );
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    try {
      goTo((await abandonCheckout(sessionId)).redirectTo);
    } catch {
      setError(copy.unavailable);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-lg">
      <p className="mb-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800 ring-1 ring-amber-200">
        <FlaskConical className="size-4 flex-none" aria-hidden />
        {copy.badge}
      </p>
      {isError || (session && session.status !== "open") ? (
        <Alert tone="error">{copy.unavailable}</Alert>
      ) : (
        session && (
          <form
            onSubmit={pay}
            className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            noValidate
          >
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <dt className="text-slate-600">{copy.plan}</dt>
              <dd className="text-right font-semibold text-slate-900">{session.offerName}</dd>
              <dt className="text-slate-600">{copy.interval}</dt>
              <dd className="text-right text-slate-900">{intervals[session.interval]}</dd>
            </dl>
            {session.trial && (
              <p className="text-sm font-semibold text-brand-700">
                {copy.trial(session.trialDays)}
              </p>
            )}
            <dl className="grid grid-cols-2 items-baseline gap-3 border-t border-slate-200 pt-4 text-sm">
              <dt className="font-semibold text-slate-900">{copy.dueToday}</dt>
              <dd
                className="text-right text-2xl font-bold text-slate-900"
                data-testid="checkout-due-today"
              >
                {formatEuros(session.dueToday)}
              </dd>
              <dt className="text-slate-600">{session.trial ? copy.firstCharge : copy.renewal}</dt>
              <dd className="text-right text-slate-900" data-testid="checkout-next-charge">
                {copy.chargeOn(
                  formatEuros(session.nextCharge.amount),
                  longDate.format(new Date(session.nextCharge.date)),
                )}
              </dd>
            </dl>
            {error && <Alert tone="error">{error}</Alert>}
            <Field
              label={copy.card}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card}
              onChange={(event) => setCard(event.target.value)}
              hint={copy.cardHint}
            />
            <div className="flex gap-3">
              <Button type="submit" disabled={busy || !card.trim()} className="flex-1">
                {busy ? copy.paying : session.trial ? copy.startTrial : copy.pay}
              </Button>
              <Button variant="secondary" onClick={() => void cancel()} disabled={busy}>
                {copy.cancel}
              </Button>
            </div>
          </form>
        )
      )}
    </div>
  );
}
