import { CalendarClock, Clock, Download, MapPin, Pencil } from "lucide-react";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { schedulesCopy } from "~/shared/copy/schedules";
import { paths } from "~/shared/paths";
import type { Establishment } from "~/shared/establishments/schema";
import { Badge } from "~/web/components/ui/badge";
import { ButtonLink, buttonClasses } from "~/web/components/ui/button-link";
import { Button } from "~/web/components/ui/button";
import { DeleteIconButton } from "~/web/components/ui/delete-icon-button";
import type { ZoneSummary } from "~/shared/zones/schema";
import { certificateUrl } from "./api";
import { ZonesSection } from "./zones-section";

const copy = establishmentsCopy;

/** One establishment of "Mis establecimientos": where it is, and what can be done with it. */
export function EstablishmentCard(props: {
  establishment: Establishment;
  zones: ZoneSummary[];
  /** Back from its form: focus returns to "Editar". */
  focusEdit?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The owner changes it and takes its certificate; a team's manager opens its programmes. */
  manages: boolean;
}) {
  const establishment = props.establishment;
  const { manages } = props;
  return (
    <article
      aria-label={establishment.tradingName}
      data-testid="establishment-card"
      className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            {establishment.tradingName}
          </h2>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {establishment.legalName} · {establishment.taxId}
          </p>
        </div>
        <div className="flex flex-none items-center gap-2">
          <Badge tone="brand">{copy.activities[establishment.activity]}</Badge>
          {manages && (
            <DeleteIconButton
              label={copy.card.deleteLabel(establishment.tradingName)}
              onClick={props.onDelete}
            />
          )}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="pt-0.5">
            <MapPin className="size-4 text-slate-500" aria-hidden />
            <span className="sr-only">{copy.fields.address}</span>
          </dt>
          <dd className="min-w-0 break-words">
            {establishment.address}
            <br />
            {establishment.postcode} {establishment.city} ({establishment.province})
            {establishment.floorArea !== null && (
              <span className="text-slate-500">
                {" "}
                · {copy.card.floorArea(establishment.floorArea)}
              </span>
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="pt-0.5">
            <Clock className="size-4 text-slate-500" aria-hidden />
            <span className="sr-only">{copy.fields.timeZone}</span>
          </dt>
          <dd className="min-w-0 break-words">{copy.timeZones[establishment.timeZone]}</dd>
        </div>
      </dl>
      <ZonesSection
        establishmentId={establishment.id}
        establishmentName={establishment.tradingName}
        timeZone={establishment.timeZone}
        zones={props.zones}
        manages={manages}
      />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {manages && (
          <>
            <a
              href={certificateUrl(establishment.id)}
              download
              aria-label={copy.card.certificateLabel(establishment.tradingName)}
              className={buttonClasses({ variant: "primary", size: "sm" })}
            >
              <Download className="size-4" aria-hidden />
              {copy.card.certificate}
            </a>
            <Button
              variant="secondary"
              size="sm"
              aria-label={copy.card.editLabel(establishment.tradingName)}
              autoFocus={props.focusEdit}
              onClick={props.onEdit}
            >
              <Pencil className="size-4" aria-hidden />
              {copy.card.edit}
            </Button>
          </>
        )}
        <ButtonLink
          to={paths.dashboard.establishmentSchedule(establishment.id)}
          variant="secondary"
          size="sm"
          aria-label={schedulesCopy.page.cardLinkLabel(establishment.tradingName)}
        >
          <CalendarClock className="size-4" aria-hidden />
          {schedulesCopy.title}
        </ButtonLink>
      </div>
    </article>
  );
}
