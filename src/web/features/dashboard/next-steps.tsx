import { CircleCheck, Circle } from "lucide-react";
import type { ReactNode } from "react";
import { dashboardHomeCopy } from "~/shared/copy/dashboard-home";
import { paths } from "~/shared/paths";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { markAppInstalled, useAppInstalled } from "./app-installed";
import { useInstallPrompt } from "./install-prompt";
import { CardSection } from "~/web/components/ui/card-section";

const copy = dashboardHomeCopy.nextSteps;

function Step(props: { done: boolean; title: string; text: string; children?: ReactNode }) {
  const Icon = props.done ? CircleCheck : Circle;
  return (
    <li className="flex gap-3 py-3" data-testid="next-step">
      <Icon
        className={`mt-0.5 size-5 flex-none ${props.done ? "text-emerald-600" : "text-slate-400"}`}
        aria-hidden
      />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold text-slate-900">
          {props.title} <span className="sr-only">({props.done ? copy.done : copy.pending})</span>
        </p>
        {!props.done && (
          <>
            <p className="text-sm text-slate-600">{props.text}</p>
            {props.children}
          </>
        )}
      </div>
    </li>
  );
}

function InstallAction() {
  const { canInstall, install } = useInstallPrompt();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {canInstall ? (
        <Button size="sm" onClick={() => void install()}>
          {copy.install.action}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{copy.install.howTo}</p>
      )}
      <Button size="sm" variant="secondary" onClick={markAppInstalled}>
        {copy.install.already}
      </Button>
    </div>
  );
}

/**
 * "Primeros pasos": what a new owner has not done yet — add an establishment, install the
 * app on this device — each with the way to do it; gone once everything is done.
 * `hasEstablishment` undefined: not known yet, nothing is shown.
 */
export function NextSteps({ hasEstablishment }: { hasEstablishment: boolean | undefined }) {
  const installed = useAppInstalled();
  if (hasEstablishment === undefined || (hasEstablishment && installed)) return null;
  return (
    <CardSection
      headingId="next-steps-heading"
      heading={copy.heading}
      lead={copy.lead}
      className="rounded-2xl p-6"
    >
      <ol className="mt-2 divide-y divide-slate-100">
        <Step
          done={hasEstablishment}
          title={copy.establishment.title}
          text={copy.establishment.text}
        >
          <ButtonLink to={paths.dashboard.establishments} size="sm">
            {copy.establishment.action}
          </ButtonLink>
        </Step>
        <Step done={installed} title={copy.install.title} text={copy.install.text}>
          <InstallAction />
        </Step>
      </ol>
    </CardSection>
  );
}
