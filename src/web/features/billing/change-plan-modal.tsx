import { useState } from "react";
import { subscriptionCopy } from "~/shared/copy/subscription";
import type { Offer } from "~/shared/plans/offers";
import { formatEuros } from "~/shared/plans/pricing";
import { Button } from "~/web/components/ui/button";
import { Modal } from "~/web/components/ui/modal";

const copy = subscriptionCopy.change;

/**
 * Moving to the card's plan and interval: paying now, or — for a customer who never had
 * one — starting with the plan's free trial (product §4).
 */
export function ChangePlanModal(props: {
  offer: Offer | null;
  trialAvailable: boolean;
  /** The free trial of the offer's plan, in days. */
  trialDays: number;
  pending: boolean;
  onConfirm: (choice: { trial: boolean }) => void;
  onClose: () => void;
}) {
  const [trial, setTrial] = useState(false);
  const offer = props.offer;
  const price = offer ? `${formatEuros(offer.price)} ${offer.period}` : "";
  const options = [
    { trial: false, label: copy.payNow(price) },
    ...(props.trialAvailable
      ? [{ trial: true, label: copy.withTrial(props.trialDays, price) }]
      : []),
  ];
  return (
    <Modal
      open={offer !== null}
      onClose={props.onClose}
      title={offer && copy.title(offer.name)}
      description={copy.text}
    >
      <fieldset className="mt-4 space-y-2">
        {options.map((option) => (
          <label
            key={option.label}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-500"
          >
            <input
              type="radio"
              name="change-plan"
              checked={trial === option.trial}
              onChange={() => setTrial(option.trial)}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={props.onClose} disabled={props.pending}>
          {copy.cancel}
        </Button>
        <Button disabled={props.pending} onClick={() => props.onConfirm({ trial })}>
          {copy.confirm}
        </Button>
      </div>
    </Modal>
  );
}
