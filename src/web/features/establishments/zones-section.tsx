import { CalendarClock, PauseCircle, Pencil } from "lucide-react";
import { useState } from "react";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { zonesCopy } from "~/shared/copy/zones";
import { paths } from "~/shared/paths";
import { MAX_ZONE_NAME, zoneInputSchema, type ZoneSummary } from "~/shared/zones/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { DeleteIconButton } from "~/web/components/ui/delete-icon-button";
import { Field } from "~/web/components/ui/field";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useCreateZone, useDeleteZone, useRenameZone } from "./api";
import { RaiseZonesDialog } from "./raise-zones-dialog";
import { SeasonalPauseDialog } from "./seasonal-pause-dialog";
import { useZonePauses } from "./use-zone-pauses";
import { ZonePauseStatus } from "./zone-pause-status";
import { isZonesNotPaid } from "./zones-not-paid";
import { fieldProps } from "~/web/lib/field-props";

const copy = zonesCopy.section;

/** The server's own words for a refusal (a repeated name, the last zone), else a general one. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : copy.failed;

/** The form of a zone's name, new (empty) or renamed (its name to start with). */
const useZoneNameForm = (name: string) =>
  useSchemaForm(zoneInputSchema, { defaultValues: { name } });

/**
 * "Zonas" of an establishment (decision 023): each plays its own stream. Added by name,
 * renamed in place, removed after a confirmation (never the last one); each has its own
 * programme. The server's refusal shows under the name, and what was typed stays.
 */
export function ZonesSection(props: {
  establishmentId: string;
  /** The establishment's name, so that each card's zones are a landmark of their own. */
  establishmentName: string;
  /** The establishment's clock: a pause's dates are its local dates (decision 044). */
  timeZone: string;
  zones: ZoneSummary[];
  /** The owner adds, renames and removes zones; a team's manager only opens programmes. */
  manages: boolean;
}) {
  const { establishmentId, zones, manages } = props;
  const { outcome, report, succeed } = useOutcome();
  const create = useCreateZone(establishmentId);
  const rename = useRenameZone();
  const remove = useDeleteZone();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ZoneSummary | null>(null);
  const addForm = useZoneNameForm("");
  // The name of a zone refused for lack of paid zones, added once one more is paid for.
  const [unpaid, setUnpaid] = useState<{ name: string; reason: string } | null>(null);
  const pauses = useZonePauses(establishmentId, report);
  // "Pausa de temporada" of one zone, or of them all (null).
  const [pausing, setPausing] = useState<{ zone: ZoneSummary | null } | null>(null);

  const addZone = (name: string) => {
    const reported = report(copy.added(name), refusal, () => addForm.reset({ name: "" }));
    create.mutate(
      { name },
      {
        ...reported,
        onError: (error) => {
          reported.onError(error);
          if (isZonesNotPaid(error)) setUnpaid({ name, reason: refusal(error) });
        },
      },
    );
  };

  return (
    <section
      aria-label={copy.regionLabel(props.establishmentName)}
      className="space-y-3 border-t border-slate-100 pt-4"
    >
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{copy.title}</h3>
        <p className="text-xs text-slate-600">{copy.lead}</p>
      </div>
      <Alert outcome={outcome} />
      <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {zones.map((zone) => (
          <li key={zone.id} className="flex min-w-0 flex-wrap items-center gap-2 px-3 py-2">
            {renaming === zone.id ? (
              <RenameForm
                zone={zone}
                pending={rename.isPending}
                onCancel={() => setRenaming(null)}
                onSave={(name) =>
                  rename.mutate(
                    { id: zone.id, name },
                    report(copy.renamed(name), refusal, () => setRenaming(null)),
                  )
                }
              />
            ) : (
              <>
                <span className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900">
                  {zone.name}
                </span>
                {pauses.canPause && !pauses.of(zone.id) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={seasonalPausesCopy.actionOf(zone.name)}
                    onClick={() => setPausing({ zone })}
                  >
                    <PauseCircle className="size-4" aria-hidden />
                  </Button>
                )}
                <ButtonLink
                  to={paths.dashboard.establishmentSchedule(establishmentId, zone.id)}
                  variant="ghost"
                  size="sm"
                  aria-label={copy.schedule(zone.name)}
                >
                  <CalendarClock className="size-4" aria-hidden />
                </ButtonLink>
                {manages && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={copy.renameLabel(zone.name)}
                    onClick={() => setRenaming(zone.id)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                )}
                {manages && zones.length > 1 && (
                  <DeleteIconButton
                    label={copy.removeLabel(zone.name)}
                    onClick={() => setRemoving(zone)}
                  />
                )}
              </>
            )}
            <ZonePauseStatus pauses={pauses} zoneId={zone.id} />
          </li>
        ))}
      </ul>
      {pauses.canPause && zones.length > 1 && (
        <Button variant="secondary" size="sm" onClick={() => setPausing({ zone: null })}>
          <PauseCircle className="size-4" aria-hidden />
          {seasonalPausesCopy.establishmentAction}
        </Button>
      )}
      <SeasonalPauseDialog
        establishmentId={establishmentId}
        timeZone={props.timeZone}
        zone={pausing?.zone ?? null}
        name={pausing?.zone?.name ?? props.establishmentName}
        open={pausing !== null}
        onClose={() => setPausing(null)}
        onPaused={() => {
          setPausing(null);
          succeed(seasonalPausesCopy.saved);
        }}
      />
      {manages && (
        <ZoneNameForm
          form={addForm}
          label={copy.name}
          submit={copy.add}
          pending={create.isPending}
          onSave={addZone}
        />
      )}
      <RaiseZonesDialog
        open={unpaid !== null}
        reason={unpaid?.reason ?? ""}
        onClose={() => setUnpaid(null)}
        onPaid={() => {
          if (unpaid !== null) addZone(unpaid.name);
          setUnpaid(null);
        }}
      />
      <ConfirmRemoval
        doomed={removing}
        title={(zone) => copy.removeTitle(zone.name)}
        confirmLabel={copy.remove}
        cancelLabel={copy.cancel}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(zone) =>
          remove.mutate(
            zone.id,
            report(copy.removed(zone.name), refusal, () => setRemoving(null)),
          )
        }
      >
        {copy.removeText}
      </ConfirmRemoval>
    </section>
  );
}

function RenameForm(props: {
  zone: ZoneSummary;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const form = useZoneNameForm(props.zone.name);
  return (
    <ZoneNameForm
      form={form}
      label={copy.renameLabel(props.zone.name)}
      submit={copy.save}
      pending={props.pending}
      onSave={props.onSave}
      onCancel={props.onCancel}
    />
  );
}

/**
 * A zone's name and the button that saves it: a new zone's under the list, or one zone's
 * in place of its row when `onCancel` is given (focused at once; Escape cancels too).
 */
function ZoneNameForm(props: {
  form: ReturnType<typeof useZoneNameForm>;
  label: string;
  submit: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel?: () => void;
}) {
  const { form, onCancel } = props;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ name }) => props.onSave(name))}
      onKeyDown={onCancel && ((event) => event.key === "Escape" && onCancel())}
      className={`flex ${onCancel ? "w-full " : ""}flex-wrap items-start gap-2`}
    >
      <Field
        label={props.label}
        autoFocus={onCancel !== undefined}
        className="min-w-0 flex-1"
        // A zone's name, not a person's: the browser offers nothing to fill it.
        autoComplete="off"
        maxLength={MAX_ZONE_NAME}
        {...fieldProps(form, "name")}
      />
      <Button type="submit" size="sm" className="mt-7" disabled={props.pending}>
        {props.submit}
      </Button>
      {onCancel && (
        <Button variant="secondary" size="sm" className="mt-7" onClick={onCancel}>
          {copy.cancel}
        </Button>
      )}
    </form>
  );
}
