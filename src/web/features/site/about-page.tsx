import { CheckCircle2 } from "lucide-react";
import { aboutCopy as copy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Container } from "~/web/components/ui/container";
import { PageIntro } from "~/web/components/ui/page-intro";
import { publicConfig } from "~/web/lib/public-config";

export function AboutPage() {
  return (
    <>
      <PageIntro title={copy.heading} lead={copy.lead(publicConfig.brandName)} />
      <section className="pb-20">
        <Container className="grid gap-6 sm:grid-cols-2">
          {copy.services.map((service) => (
            <article
              key={service.title}
              className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-slate-900">{service.title}</h2>
              <p className="mt-2 text-slate-600">{service.text}</p>
            </article>
          ))}
        </Container>
        <Container className="mt-16 max-w-3xl">
          <div className="rounded-3xl bg-slate-950 p-8 text-white sm:p-10">
            <h2 className="text-2xl font-bold">{copy.valuesHeading}</h2>
            <ul className="mt-6 space-y-3">
              {copy.values.map((value) => (
                <li key={value} className="flex gap-3 text-slate-200">
                  <CheckCircle2 className="size-6 flex-none text-accent-400" aria-hidden />
                  {value}
                </li>
              ))}
            </ul>
            <ButtonLink to={paths.contact} variant="inverted" size="lg" className="mt-8">
              {copy.cta}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
