import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { establishmentsCopy } from "~/shared/copy/establishments";
import type { Establishment, EstablishmentInput } from "~/shared/establishments/schema";
import { meQueryOptions } from "~/web/lib/session";
import { useCreateEstablishment } from "./api";
import { EstablishmentForm } from "./establishment-form";
import { isPrefilled, startFromBilling } from "./form-values";
import { RaiseZonesDialog } from "./raise-zones-dialog";
import { isZonesNotPaid } from "./zones-not-paid";

const copy = establishmentsCopy.form;

/**
 * "Nuevo establecimiento" on the page: prefilled from the billing details (the shop's own
 * name left to type once there is another), and — when its Principal zone is beyond those
 * paid for — the zones section's offer to pay for one more, after which it is created.
 */
export function NewEstablishmentForm(props: {
  /** Whether the account already has establishments: the trading name is then the new one's. */
  another: boolean;
  onCreated: (created: Establishment) => void;
  onCancel: () => void;
}) {
  const { data: me } = useQuery(meQueryOptions());
  const create = useCreateEstablishment();
  // The fields refused for lack of paid zones, created once one more zone is paid for.
  const [unpaid, setUnpaid] = useState<{ fields: EstablishmentInput; reason: string } | null>(null);
  const [start] = useState(() => {
    const fromBilling = startFromBilling(me?.user.billingInfo ?? null);
    return props.another ? { ...fromBilling, tradingName: "" } : fromBilling;
  });

  const save = (fields: EstablishmentInput, onError: (error: unknown) => void) =>
    create.mutate(fields, {
      onSuccess: props.onCreated,
      onError: (error) => {
        if (isZonesNotPaid(error)) setUnpaid({ fields, reason: error.message });
        else onError(error);
      },
    });

  return (
    <>
      {isPrefilled(start) && <p className="mb-4 text-sm text-slate-600">{copy.prefilled}</p>}
      <EstablishmentForm
        start={start}
        autoFocus
        submitLabel={copy.save}
        secondary={{ label: copy.cancel, onClick: props.onCancel }}
        submit={{
          save: (fields, { onError }) => save(fields, onError),
          saving: create.isPending,
          // The refusal for lack of zones is the offer's to explain, not the form's.
          error: isZonesNotPaid(create.error) ? null : create.error,
        }}
      />
      <RaiseZonesDialog
        open={unpaid !== null}
        reason={unpaid?.reason ?? ""}
        confirmLabels={{ paid: copy.raiseConfirm, free: copy.raiseConfirmFree }}
        onClose={() => setUnpaid(null)}
        onPaid={() => {
          if (unpaid !== null) save(unpaid.fields, () => undefined);
          setUnpaid(null);
        }}
      />
    </>
  );
}
