import {
  BadgeCheck,
  FileCheck2,
  Headset,
  ListMusic,
  MonitorSmartphone,
  Repeat,
} from "lucide-react";
import { featuresCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Container } from "~/web/components/ui/container";
import { PageIntro } from "~/web/components/ui/page-intro";
import { displayOffer } from "./offer";

const icons = {
  "royalty-free": BadgeCheck,
  playlists: ListMusic,
  support: Headset,
  continuous: Repeat,
  licence: FileCheck2,
  devices: MonitorSmartphone,
} as const;

export function FeaturesPage() {
  return (
    <>
      <PageIntro title={featuresCopy.heading} lead={featuresCopy.lead} />
      <section className="pb-20">
        <Container className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featuresCopy.items.map((feature) => {
            const Icon = icons[feature.key];
            return (
              <article
                key={feature.key}
                className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h2 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h2>
                <p className="mt-2 text-slate-600">{feature.text}</p>
              </article>
            );
          })}
        </Container>
        <Container className="mt-16 text-center">
          <h2 className="text-2xl font-bold text-slate-900">{featuresCopy.ctaHeading}</h2>
          <ButtonLink to={paths.register} size="lg" className="mt-6">
            {featuresCopy.cta(displayOffer.trialDays)}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
