import { IVA_PERCENT, withIva } from "~/shared/plans/tax";
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { offerCopy as copy } from "~/shared/copy/plans";
import type { Offer } from "~/shared/plans/offers";
import { formatEuros, formatPercent } from "~/shared/plans/pricing";
import type { ButtonStyle } from "./ui/button-link";
import { ZonesTotal } from "./zones-total";

/** "+ 12,60 € de IVA (21 %): 72,60 € en total". */
function taxLine(price: number) {
  const { iva, total } = withIva(price);
  return copy.tax(formatEuros(iva), IVA_PERCENT, formatEuros(total));
}

/**
 * One plan card, the same on /pricing and on /dashboard/subscription: its name, price,
 * period, saving and "Más popular" all come from the offer (`deriveOffers`), so the two
 * pages cannot tell a customer different things. Only the action differs — a link to
 * register on the site, a checkout or plan change in the dashboard — and the page renders it
 * in the style the card asks for.
 */
export function OfferCard(props: {
  offer: Offer;
  /** The chosen number of zones: the card adds what its price comes to for them. */
  zones: number;
  heading?: "h2" | "h3";
  action: (style: ButtonStyle) => ReactNode;
}) {
  const { offer } = props;
  const Heading = props.heading ?? "h2";
  const dark = offer.popular;
  const muted = dark ? "text-slate-300" : "text-slate-600";
  return (
    <article
      aria-label={offer.name}
      className={`relative flex flex-col rounded-3xl p-6 sm:p-8 ${
        dark
          ? "bg-slate-950 text-white shadow-2xl ring-2 ring-brand-500"
          : "bg-white text-slate-700 shadow-sm ring-1 ring-slate-200"
      }`}
    >
      {offer.popular && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold whitespace-nowrap text-slate-950">
          {copy.popular}
        </p>
      )}
      <Heading className={`text-lg font-semibold ${dark ? "text-brand-200" : "text-brand-700"}`}>
        {offer.name}
      </Heading>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span
          data-testid="offer-price"
          className={`text-5xl font-extrabold tracking-tight whitespace-nowrap ${dark ? "text-white" : "text-slate-950"}`}
        >
          {formatEuros(offer.price)}
        </span>
        <span className={muted}>
          {offer.period}
          {offer.price > 0 && ` ${copy.perZone}`}
        </span>
      </p>
      {offer.price > 0 && (
        <p data-testid="offer-tax" className={`mt-1 text-sm ${muted}`}>
          {taxLine(offer.price)}
        </p>
      )}
      {offer.price > 0 && <ZonesTotal unitPrice={offer.price} zones={props.zones} dark={dark} />}
      {offer.afterTrial !== null && (
        <>
          <p className={`mt-3 text-sm font-medium ${dark ? "text-white" : "text-slate-900"}`}>
            {copy.trial.afterTrial(formatEuros(offer.afterTrial))}
          </p>
          <ZonesTotal
            unitPrice={offer.afterTrial}
            zones={props.zones}
            dark={dark}
            lead={copy.zones.afterTrialFor}
          />
        </>
      )}
      {offer.savingPercent > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`rounded-full px-3 py-1 font-semibold whitespace-nowrap ${dark ? "bg-brand-500/25 text-brand-100" : "bg-emerald-50 text-emerald-800"}`}
          >
            {copy.annual.saving(formatPercent(offer.savingPercent))}
          </span>
          {offer.perMonth !== null && (
            <span className={muted}>{copy.annual.perMonth(formatEuros(offer.perMonth))}</span>
          )}
        </p>
      )}
      <p className={`mt-4 ${muted}`}>{offer.description}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {offer.features.map((feature) => (
          <li
            key={feature.name}
            className={`flex gap-3 ${feature.included ? "" : `${muted} line-through`}`}
          >
            {feature.included ? (
              <Check
                className={`size-5 flex-none ${dark ? "text-brand-300" : "text-brand-600"}`}
                aria-label={copy.included}
              />
            ) : (
              <X className="size-5 flex-none" aria-label={copy.notIncluded} />
            )}
            {feature.name}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-2">
        {props.action({ variant: dark ? "accent" : "primary", size: "lg" })}
      </div>
    </article>
  );
}
