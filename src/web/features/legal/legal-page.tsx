import { legalCopy, type LegalDocument } from "~/shared/copy/legal";
import { publicOffer } from "~/shared/plans/offers";
import { formatEuros } from "~/shared/plans/pricing";
import { Container } from "~/web/components/ui/container";
import { publicConfig } from "~/web/lib/public-config";
import { LastUpdated } from "./last-updated";

const offer = publicOffer();

const facts = {
  brandName: publicConfig.brandName,
  legalName: publicConfig.legalName,
  supportEmail: publicConfig.supportEmail,
  // The fee comes from the plan catalogue: the terms cannot disagree with the pricing page.
  monthlyFee: formatEuros(offer.monthlyFee),
  annualFee: formatEuros(offer.annualFee),
  trialDays: offer.trialDays,
};

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="pt-28 pb-20 sm:pt-36">
      <Container className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{document.title}</h1>
        <LastUpdated />
        <p className="mt-6 rounded-xl bg-brand-50 px-5 py-4 text-slate-700">
          {legalCopy.operatorLine(facts.legalName, facts.brandName)}
        </p>
        <div className="mt-10 space-y-10">
          {document.sections(facts).map((section) => (
            <section key={section.heading}>
              <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-600">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-500">
          {legalCopy.contactLine}{" "}
          <a
            href={`mailto:${facts.supportEmail}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {facts.supportEmail}
          </a>
          .
        </p>
      </Container>
    </article>
  );
}
