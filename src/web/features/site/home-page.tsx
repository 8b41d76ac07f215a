import { ArrowRight, Infinity as InfinityIcon, ListMusic, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { homeCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Container } from "~/web/components/ui/container";
import { FeatureTile } from "./feature-tile";
import { displayOffer } from "./offer";

const benefitIcons = [InfinityIcon, ShieldCheck, ListMusic];

export function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 sm:pt-36 lg:pb-24">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-brand-200/40 blur-3xl"
        />
        <Container className="relative grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700">
              {homeCopy.eyebrow}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-6xl">
              {homeCopy.headline}
            </h1>
            <p className="mt-5 text-xl font-medium text-brand-700">{homeCopy.tagline}</p>
            <p className="mt-4 max-w-xl text-lg text-pretty text-slate-600">{homeCopy.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.register} size="lg">
                {homeCopy.primaryCta(displayOffer.trialDays)}
                <ArrowRight className="size-5" aria-hidden />
              </ButtonLink>
              <ButtonLink to={paths.contact} size="lg" variant="secondary">
                {homeCopy.secondaryCta}
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-slate-500">{homeCopy.trustNote}</p>
          </div>
          <img
            src="/images/hero.svg"
            alt={homeCopy.heroImageAlt}
            width={640}
            height={520}
            fetchPriority="high"
            className="mx-auto w-full max-w-xl drop-shadow-2xl"
          />
        </Container>
      </section>

      <HomeBand className="border-y border-slate-100 bg-white py-10">
        <h2 className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {homeCopy.sectorsHeading}
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {homeCopy.sectors.map((sector) => (
            <li
              key={sector}
              className="rounded-full bg-slate-100 px-4 py-2 text-sm font-medium text-slate-700"
            >
              {sector}
            </li>
          ))}
        </ul>
      </HomeBand>

      <HomeBand className="py-20">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {homeCopy.benefitsHeading}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {homeCopy.benefits.map((benefit, index) => (
            <FeatureTile
              key={benefit.title}
              icon={benefitIcons[index] ?? ListMusic}
              title={benefit.title}
              text={benefit.text}
              heading="h3"
            />
          ))}
        </div>
      </HomeBand>

      <HomeBand className="pb-20">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 px-8 py-12 text-white sm:px-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {homeCopy.closingHeading}
            </h2>
            <p className="mt-2 text-brand-100">
              {homeCopy.closingText(displayOffer.trialDays, displayOffer.monthly)}
            </p>
          </div>
          <ButtonLink to={paths.pricing} size="lg" variant="accent">
            {homeCopy.closingCta}
          </ButtonLink>
        </div>
      </HomeBand>
    </>
  );
}

/** One of the home's bands under the hero: the full width, its content in the container. */
function HomeBand({ className, children }: { className: string; children: ReactNode }) {
  return (
    <section className={className}>
      <Container>{children}</Container>
    </section>
  );
}
