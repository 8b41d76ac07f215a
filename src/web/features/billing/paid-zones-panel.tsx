import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { MAX_PAID_ZONES, type QuantityPreview } from "~/shared/billing/schema";
import { formatEuros } from "~/shared/plans/pricing";
import { withIva } from "~/shared/plans/tax";
import { TaxedAmounts } from "~/web/components/taxed-amounts";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { quantityPreviewQueryOptions, useChangeQuantity, type CurrentSubscription } from "./api";
import { longDate } from "./status-panel";
import { ZonesCountInput } from "./zones-count-input";

const copy = subscriptionCopy.zones;

/** The server's own words for a refusal (fewer zones than there are), else a general one. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : copy.error;

/**
 * What a confirmed change did: a raise says what was charged today (IVA included) and, with
 * the renewal, what each period costs from then; a lowering, from when it applies.
 */
function changedText(quote: QuantityPreview): string {
  const renewal = quote.periodEnd ? longDate().format(new Date(quote.periodEnd)) : null;
  if (quote.effective === "renewal")
    return renewal ? copy.lowered(quote.quantity, renewal) : copy.changed(quote.quantity);
  const next = renewal
    ? copy.raisedFrom(quote.quantity, renewal, formatEuros(withIva(quote.nextCharge).total))
    : copy.changed(quote.quantity);
  // A trial's raise charges nothing today: only the new total is said.
  if (quote.dueToday <= 0) return next;
  return `${copy.chargedToday(formatEuros(withIva(quote.dueToday).total))} ${next}`;
}

/**
 * "Zonas pagadas: N" (decision 027) and the change of that number: its price is shown
 * first — today's prorated amount with IVA when raising, nothing when lowering (from the
 * next renewal) — then confirmed.
 */
export function PaidZonesPanel({ subscription }: { subscription: CurrentSubscription }) {
  const [typed, setTyped] = useState(String(subscription.pendingQuantity ?? subscription.quantity));
  const [asked, setAsked] = useState<number | null>(null);
  const preview = useQuery(quantityPreviewQueryOptions(asked));
  const change = useChangeQuantity();
  const quote = preview.data;
  // The quote confirmed: once paid, the preview is asked again and quotes nothing more, so
  // the confirmation speaks from what was agreed.
  const [confirmed, setConfirmed] = useState<QuantityPreview | null>(null);
  const outcome =
    outcomeOf(change, {
      success: () => (confirmed ? changedText(confirmed) : copy.changed(subscription.quantity)),
      errors: refusal,
    }) ?? (preview.isError ? { tone: "error" as const, text: refusal(preview.error) } : null);

  function ask(event: FormEvent) {
    event.preventDefault();
    change.reset();
    const quantity = Math.trunc(Number(typed));
    if (quantity >= 1 && quantity <= MAX_PAID_ZONES) setAsked(quantity);
  }

  return (
    <section
      aria-label={copy.heading}
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900" data-testid="paid-zones">
        {copy.paid(subscription.quantity)}
      </h2>
      {subscription.pendingQuantity !== null && subscription.currentPeriodEnd && (
        <p className="text-sm text-slate-600">
          {copy.pending(
            subscription.pendingQuantity,
            longDate().format(new Date(subscription.currentPeriodEnd)),
          )}
        </p>
      )}
      <form noValidate onSubmit={ask} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="paid-zones-input" className="block text-sm font-medium text-slate-900">
            {copy.label}
          </label>
          <ZonesCountInput
            id="paid-zones-input"
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setAsked(null);
              change.reset();
            }}
            className="mt-1 w-28 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={preview.isFetching}>
          {copy.preview}
        </Button>
      </form>
      {quote && asked !== null && !change.isSuccess && (
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          {quote.effective === "now" ? (
            <TaxedAmounts base={quote.dueToday} totalLabel={copy.dueToday} testId="quantity" />
          ) : (
            <p className="text-sm text-slate-700">{copy.nothingToday}</p>
          )}
          {quote.periodEnd && (
            <p className="text-xs text-slate-600">
              {copy.nextCharge(
                formatEuros(withIva(quote.nextCharge).total),
                longDate().format(new Date(quote.periodEnd)),
              )}
            </p>
          )}
          <Button
            disabled={change.isPending}
            onClick={() => {
              setConfirmed(quote);
              change.mutate(quote.quantity);
            }}
          >
            {copy.change}
          </Button>
        </div>
      )}
      <Alert outcome={outcome} />
    </section>
  );
}
