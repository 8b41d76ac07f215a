import { offerCopy } from "~/shared/copy/plans";
import { formatEuros } from "~/shared/plans/pricing";
import { IVA_PERCENT, withIva } from "~/shared/plans/tax";
import { timesZones } from "~/shared/plans/proration";

const copy = offerCopy.zones;

/**
 * What a card's price comes to for the chosen number of zones: base, IVA and total. The
 * data attributes let /pricing's inline script (zones-total.ts) rewrite the figures.
 */
export function ZonesTotal(props: {
  unitPrice: number;
  zones: number;
  dark: boolean;
  /** The words before the number ("Para"); the trial card's say it is after the trial. */
  lead?: string;
}) {
  const { base, iva, total } = withIva(timesZones(props.unitPrice, props.zones));
  const muted = props.dark ? "text-slate-300" : "text-slate-600";
  const strong = props.dark ? "text-white" : "text-slate-900";
  return (
    <div
      data-zones-total
      data-unit-cents={Math.round(props.unitPrice * 100)}
      data-testid="offer-zones-total"
      className={`mt-3 rounded-xl px-3 py-2 text-sm ring-1 ${props.dark ? "ring-white/20" : "ring-slate-200"}`}
    >
      <p className={`font-medium ${strong}`}>
        {props.lead ?? copy.forZones}{" "}
        <span data-zones-count>
          {props.zones} {props.zones === 1 ? copy.one : copy.many}
        </span>
      </p>
      <dl className="mt-1 grid grid-cols-2 gap-x-2">
        <dt className={muted}>{copy.base}</dt>
        <dd className={`text-right ${strong}`} data-zones-base>
          {formatEuros(base)}
        </dd>
        <dt className={muted}>{copy.iva(IVA_PERCENT)}</dt>
        <dd className={`text-right ${strong}`} data-zones-iva>
          {formatEuros(iva)}
        </dd>
        <dt className={`font-semibold ${strong}`}>{copy.total}</dt>
        <dd className={`text-right font-semibold ${strong}`} data-zones-sum>
          {formatEuros(total)}
        </dd>
      </dl>
    </div>
  );
}

/** "Número de zonas": the one chooser above the cards (1 to 50). */
export function ZonesChooser(props: {
  value?: number;
  onChange?: (zones: number) => void;
  className?: string;
}) {
  return (
    <div className={props.className}>
      <label htmlFor="zones-chooser" className="block text-sm font-semibold text-slate-900">
        {copy.label}
      </label>
      <input
        id="zones-chooser"
        data-zones-chooser
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        {...(props.onChange
          ? {
              value: props.value ?? 1,
              onChange: (event) =>
                props.onChange?.(
                  Math.min(Math.max(Math.trunc(Number(event.target.value)) || 1, 1), 50),
                ),
            }
          : { defaultValue: props.value ?? 1 })}
        aria-describedby="zones-chooser-hint"
        className="mt-1 w-28 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      <p id="zones-chooser-hint" className="mt-1 text-sm text-slate-600">
        {copy.hint}
      </p>
    </div>
  );
}
