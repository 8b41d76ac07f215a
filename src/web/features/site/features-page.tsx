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
import { FeatureTile } from "./feature-tile";
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
          {featuresCopy.items.map((feature) => (
            <FeatureTile
              key={feature.key}
              icon={icons[feature.key]}
              title={feature.title}
              text={feature.text}
              heading="h2"
            />
          ))}
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
