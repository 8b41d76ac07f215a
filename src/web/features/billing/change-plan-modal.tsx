import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { subscriptionCopy } from "~/shared/copy/subscription";
import type { Plan } from "~/shared/plans/plan";
import { formatEuros } from "~/shared/plans/pricing";
import { Button } from "~/web/components/ui/button";

const copy = subscriptionCopy.change;

/** Monthly or annual, each with a trial (only for a customer who never had one) or paying now. */
export function ChangePlanModal(props: {
  plan: Plan | null;
  trialAvailable: boolean;
  busy: boolean;
  onConfirm: (choice: { interval: "month" | "year"; trial: boolean }) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState("month:false");
  const plan = props.plan;
  const options = plan
    ? (["month", "year"] as const).flatMap((interval) =>
        [false, ...(props.trialAvailable ? [true] : [])].map((trial) => ({
          value: `${interval}:${trial}`,
          label: `${interval === "month" ? copy.monthly : copy.annual} · ${formatEuros(
            interval === "month" ? plan.prices.monthly.amount : plan.prices.annual.amount,
          )} · ${trial ? copy.withTrial : copy.payNow}`,
        })),
      )
    : [];
  const [interval, trial] = choice.split(":") as ["month" | "year", string];
  return (
    <Dialog.Root open={props.plan !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {props.plan && copy.title(props.plan.name)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {copy.text}
          </Dialog.Description>
          <fieldset className="mt-4 space-y-2">
            {options.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-500"
              >
                <input
                  type="radio"
                  name="change-plan"
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  className="accent-brand-600"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
              {copy.cancel}
            </Button>
            <Button
              disabled={props.busy}
              onClick={() => props.onConfirm({ interval, trial: trial === "true" })}
            >
              {copy.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
