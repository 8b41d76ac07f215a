import { useState, type FormEvent } from "react";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { MAX_PAID_ZONES } from "~/shared/billing/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { inputBaseClasses } from "~/web/components/ui/field";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useSetCheckoutZones } from "./api";
import { ZonesCountInput } from "./zones-count-input";

const copy = subscriptionCopy.checkout;

/**
 * "Número de zonas" on the test checkout (decision 027): the number carried from /pricing,
 * corrected here without going back; the figures above follow the server's answer.
 */
export function CheckoutZonesForm(props: {
  sessionId: string;
  quantity: number;
  disabled: boolean;
}) {
  const [typed, setTyped] = useState(String(props.quantity));
  const change = useSetCheckoutZones(props.sessionId);
  const outcome = outcomeOf(change, { success: null, errors: { fallback: copy.zonesError } });
  const quantity = Math.trunc(Number(typed));
  const valid = quantity >= 1 && quantity <= MAX_PAID_ZONES;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid && quantity !== props.quantity) change.mutate(quantity);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label
            htmlFor="checkout-zones-input"
            className="block text-sm font-medium text-slate-800"
          >
            {copy.zonesLabel}
          </label>
          <ZonesCountInput
            id="checkout-zones-input"
            value={typed}
            onChange={setTyped}
            className={`${inputBaseClasses} mt-1.5 w-28`}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={props.disabled || change.isPending || !valid || quantity === props.quantity}
        >
          {copy.zonesChange}
        </Button>
      </div>
      <Alert outcome={outcome} />
    </form>
  );
}
