import { subscriptionCopy } from "~/shared/copy/subscription";
import { formatEuros } from "~/shared/plans/pricing";
import { IVA_PERCENT, withIva } from "~/shared/plans/tax";

const copy = subscriptionCopy.zones;

/**
 * An amount before paying, as every one is shown (decision 027): its base, the 21 % IVA and the
 * total, by the invoices' own rounding. `testId` names the three figures for tests.
 */
export function TaxedAmounts(props: { base: number; totalLabel?: string; testId: string }) {
  const { base, iva, total } = withIva(props.base);
  return (
    <dl className="grid grid-cols-2 items-baseline gap-2 text-sm">
      <dt className="text-slate-600">{copy.base}</dt>
      <dd className="text-right text-slate-900" data-testid={`${props.testId}-base`}>
        {formatEuros(base)}
      </dd>
      <dt className="text-slate-600">{copy.iva(IVA_PERCENT)}</dt>
      <dd className="text-right text-slate-900" data-testid={`${props.testId}-iva`}>
        {formatEuros(iva)}
      </dd>
      <dt className="font-semibold text-slate-900">{props.totalLabel ?? copy.total}</dt>
      <dd
        className="text-right text-lg font-bold text-slate-900"
        data-testid={`${props.testId}-total`}
      >
        {formatEuros(total)}
      </dd>
    </dl>
  );
}
