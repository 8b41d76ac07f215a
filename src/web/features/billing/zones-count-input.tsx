import { MAX_PAID_ZONES } from "~/shared/billing/schema";

/** The number of zones to pay for, as typed: from one to the most a subscription holds. */
export function ZonesCountInput(props: {
  id: string;
  value: string;
  onChange: (typed: string) => void;
  className: string;
}) {
  return (
    <input
      id={props.id}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_PAID_ZONES}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      className={props.className}
    />
  );
}
