import { onFirstUse } from "~/shared/intl/on-first-use";
/**
 * The one annual-saving rule (architecture.md): (1 − annual ÷ (12 × monthly)) × 100,
 * with at most one decimal. 60 € a year against 8 € a month saves 37.5 %.
 */
export function annualSavingPercent(options: { monthly: number; annual: number }): number {
  const { monthly, annual } = options;
  if (!(monthly > 0) || !(annual >= 0)) return 0;
  const saving = (1 - annual / (12 * monthly)) * 100;
  return saving > 0 ? Math.round(saving * 10) / 10 : 0;
}

const percentNumber = onFirstUse(
  () => new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 }),
);
const euroNumber = onFirstUse(
  () =>
    new Intl.NumberFormat("es-ES", {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** "37,5 %" — Spanish decimal comma, a space before the sign. */
export function formatPercent(value: number): string {
  return `${percentNumber().format(value)} %`;
}

/** "8 €", "19,99 €" — whole euros without decimals, cents with two. */
export function formatEuros(amount: number): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  const text = hasCents
    ? amount.toLocaleString("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : euroNumber().format(amount);
  return `${text} €`;
}

/** Provider amounts arrive in cents (product §9). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}
