import { Building2 } from "lucide-react";
import { pricingCopy as copy } from "~/shared/copy/site";
import { offerCopy } from "~/shared/copy/plans";
import { fallbackPlans } from "~/shared/plans/catalog";
import { checkoutChoicePath } from "~/shared/plans/checkout-choice-path";
import { deriveOffers } from "~/shared/plans/offers";
import { paths, withRedirectTo } from "~/shared/paths";
import { OfferCard } from "~/web/components/offer-card";
import { ButtonLink } from "~/web/components/ui/button-link";
import { ZonesChooser } from "~/web/components/zones-total";
import { Container } from "~/web/components/ui/container";
import { PageIntro } from "~/web/components/ui/page-intro";

// Prerendered with the fallback catalogue: the dashboard derives its cards the same way.
const offers = deriveOffers(fallbackPlans);

export function PricingPage() {
  return (
    <>
      <PageIntro title={copy.heading} lead={copy.lead} />
      <section className="pb-20">
        <Container>
          <ZonesChooser className="mb-8" />
        </Container>
        <Container className="grid items-stretch gap-10 pt-4 lg:grid-cols-3 lg:gap-8">
          {offers.map((offer) => (
            <OfferCard
              key={offer.key}
              offer={offer}
              zones={1}
              action={(style) => (
                // Registration, the verification link and the sign-in carry the choice on;
                // a visitor already signed in goes straight to its checkout.
                // The inline script adds the zones chosen (zones-total.ts) to the choice.
                <ButtonLink
                  to={withRedirectTo(paths.register, checkoutChoicePath(offer.checkout))}
                  data-checkout-choice
                  {...style}
                >
                  {offerCopy[offer.kind].cta}
                </ButtonLink>
              )}
            />
          ))}
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
