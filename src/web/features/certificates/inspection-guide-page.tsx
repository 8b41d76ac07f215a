import type { ReactNode } from "react";
import { Link } from "react-router";
import { inspectionGuideCopy as copy } from "~/shared/copy/inspection-guide";
import { paths } from "~/shared/paths";
import { publicConfig } from "~/web/lib/public-config";

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <div className="mt-2 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-800";

/** A section's last line: the dashboard page that shows what the section speaks of. */
function LinkLine({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}

/** "Guía para inspecciones": what to show, say and not sign when an inspector visits. */
export function InspectionGuidePage() {
  const brand = publicConfig.brandName;
  const { sections } = copy;
  return (
    <div className="max-w-3xl space-y-5">
      <Section heading={sections.certificate.heading}>
        <p>{sections.certificate.text(brand)}</p>
        <LinkLine to={paths.dashboard.subscription}>{sections.certificate.link}</LinkLine>
      </Section>
      <Section heading={sections.show.heading}>
        <ul className="list-disc space-y-2 pl-5">
          {sections.show.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <LinkLine to={paths.dashboard.history}>{sections.show.historyLink}</LinkLine>
      </Section>
      <Section heading={sections.files.heading}>
        <p>{sections.files.text}</p>
        <LinkLine to={paths.dashboard.inspectionFiles}>{sections.files.link}</LinkLine>
      </Section>
      <Section heading={sections.say.heading}>
        <p>{sections.say.text(brand)}</p>
      </Section>
      <Section heading={sections.scope.heading}>
        <p>{sections.scope.text(brand)}</p>
      </Section>
      <Section heading={sections.sign.heading}>
        <p>{sections.sign.text}</p>
      </Section>
      <p className="text-sm text-slate-600">
        {copy.help}{" "}
        <a href={`mailto:${publicConfig.supportEmail}`} className={linkClass}>
          {publicConfig.supportEmail}
        </a>
      </p>
    </div>
  );
}
