import { useQuery } from "@tanstack/react-query";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { formatEuros } from "~/shared/plans/pricing";
import { withIva } from "~/shared/plans/tax";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { TaxedAmounts } from "~/web/components/taxed-amounts";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { oneMoreZoneQueryOptions, useRaisePaidZones } from "./api";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const copy = subscriptionCopy.zones;
const longDate = spanishDateFormat({ day: "numeric", month: "long", year: "numeric" });

/**
 * A zone beyond those paid for was refused (decision 027): the offer to pay for one more —
 * today's prorated amount with its IVA, and what each renewal costs from then on. Once
 * paid, `onPaid` adds the zone (or the establishment, with its zone) that was refused.
 */
export function RaiseZonesDialog(props: {
  open: boolean;
  /** Why it opened: the server's refusal ("Tu plan cubre 3 zonas…"). */
  reason: string;
  onPaid: () => void;
  onClose: () => void;
  /** What confirming adds, when not a zone (a new establishment): paid today, or free. */
  confirmLabels?: { paid: string; free: string };
}) {
  const quote = useQuery({ ...oneMoreZoneQueryOptions(), enabled: props.open });
  const raise = useRaisePaidZones();
  const preview = quote.data;
  // A trial, or a zone lowered this period and added back (decision 035): nothing today.
  const free = preview?.dueToday === 0;
  const outcome =
    outcomeOf(raise, { success: null, errors: { fallback: copy.error } }) ??
    (quote.isError ? { tone: "error" as const, text: copy.error } : null);
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={preview ? copy.raiseTitle(preview.quantity) : copy.raiseLoading}
      description={
        <>
          <span className="block font-medium text-slate-900">{props.reason}</span>
          <span className="block">{free ? copy.raiseTextFree : copy.raiseText}</span>
        </>
      }
      descriptionClassName="mt-2 space-y-2 text-sm text-slate-600"
      className={centredPanel("max-h-[calc(100%-2rem)] max-w-md overflow-y-auto")}
    >
      {preview && (
        <div className="mt-4 space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="text-sm text-slate-700">{copy.paid(preview.currentQuantity)}</p>
          <TaxedAmounts base={preview.dueToday} totalLabel={copy.dueToday} testId="raise" />
          {preview.periodEnd && (
            <p className="text-xs text-slate-600" data-testid="raise-next-charge">
              {copy.nextCharge(
                formatEuros(withIva(preview.nextCharge).total),
                longDate().format(new Date(preview.periodEnd)),
              )}
            </p>
          )}
        </div>
      )}
      <div className="mt-4">
        <Alert outcome={outcome} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={props.onClose} disabled={raise.isPending}>
          {copy.cancel}
        </Button>
        <Button
          disabled={!preview || raise.isPending}
          onClick={() =>
            preview && raise.mutate(preview.quantity, { onSuccess: () => props.onPaid() })
          }
        >
          {free
            ? (props.confirmLabels?.free ?? copy.raiseConfirmFree)
            : (props.confirmLabels?.paid ?? copy.raiseConfirm)}
        </Button>
      </div>
    </Modal>
  );
}
