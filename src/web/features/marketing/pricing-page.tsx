import { Building2, Check } from "lucide-react";
import type { ReactNode } from "react";
import { pricingCopy as copy } from "~/shared/copy/marketing";
import { paths } from "~/shared/paths";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Container } from "~/web/components/ui/container";
import { PageIntro } from "~/web/components/ui/page-intro";
import { displayOffer } from "./offer";

interface PriceCardProps {
  name: string;
  price: string;
  period: string;
  text: string;
  cta: string;
  highlight?: boolean;
  badge?: ReactNode;
  extra?: ReactNode;
}

function PriceCard(props: PriceCardProps) {
  const dark = props.highlight;
  return (
    <article
      aria-label={props.name}
      className={`relative flex flex-col rounded-3xl p-8 ${
        dark
          ? "bg-slate-950 text-white shadow-2xl ring-2 ring-brand-500 lg:-my-4 lg:py-12"
          : "bg-white shadow-sm ring-1 ring-slate-200"
      }`}
    >
      {props.badge}
      <h2 className={`text-lg font-semibold ${dark ? "text-brand-200" : "text-brand-700"}`}>
        {props.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-2">
        <span
          className={`text-5xl font-extrabold tracking-tight whitespace-nowrap ${dark ? "text-white" : "text-slate-950"}`}
        >
          {props.price}
        </span>
        <span className={dark ? "text-slate-300" : "text-slate-500"}>{props.period}</span>
      </p>
      {props.extra}
      <p className={`mt-4 ${dark ? "text-slate-300" : "text-slate-600"}`}>{props.text}</p>
      <ul className="mt-6 space-y-3 text-sm">
        {copy.included.map((item) => (
          <li key={item} className="flex gap-3">
            <Check
              className={`size-5 flex-none ${dark ? "text-brand-300" : "text-brand-600"}`}
              aria-hidden
            />
            {item}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={paths.register}
        size="lg"
        variant={dark ? "accent" : "primary"}
        className="mt-8"
      >
        {props.cta}
      </ButtonLink>
    </article>
  );
}

export function PricingPage() {
  return (
    <>
      <PageIntro title={copy.heading} lead={copy.lead} />
      <section className="pb-20">
        <Container className="grid items-stretch gap-8 lg:grid-cols-3">
          <PriceCard
            name={copy.trial.name}
            price={copy.trial.price}
            period={copy.trial.period(displayOffer.trialDays)}
            text={copy.trial.text}
            cta={copy.trial.cta}
          />
          <PriceCard
            highlight
            name={copy.annual.name}
            price={displayOffer.annual}
            period={copy.annual.period}
            text={copy.annual.text}
            cta={copy.annual.cta}
            badge={
              <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold whitespace-nowrap text-slate-950">
                {copy.annual.popular}
              </p>
            }
            extra={
              <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-brand-500/20 px-3 py-1 font-semibold whitespace-nowrap text-brand-200">
                  {copy.annual.saving(displayOffer.annualSaving)}
                </span>
                <span className="text-slate-300">
                  {copy.annual.perMonth(displayOffer.annualPerMonth)}
                </span>
              </p>
            }
          />
          <PriceCard
            name={copy.monthly.name}
            price={displayOffer.monthly}
            period={copy.monthly.period}
            text={copy.monthly.text}
            cta={copy.monthly.cta}
          />
        </Container>
        <Container className="mt-6 text-center text-sm text-slate-500">
          <p>{copy.taxNote}</p>
        </Container>
        <Container className="mt-16">
          <div className="flex flex-col gap-6 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-10">
            <div className="flex gap-4">
              <span className="inline-flex size-12 flex-none items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
                <Building2 className="size-6" aria-hidden />
              </span>
              <div>
                <h2 className="text-xl font-bold text-slate-900">{copy.chainsHeading}</h2>
                <p className="mt-1 max-w-2xl text-slate-600">{copy.chainsText}</p>
              </div>
            </div>
            <ButtonLink to={paths.contact} size="lg" variant="secondary">
              {copy.chainsCta}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
