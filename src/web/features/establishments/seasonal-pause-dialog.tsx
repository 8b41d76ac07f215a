import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { dayAfter, localDate } from "~/shared/seasonal-pauses/pause-window";
import { seasonalPauseInputSchema } from "~/shared/seasonal-pauses/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { fieldProps } from "~/web/lib/field-props";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { ApiError } from "~/web/lib/api-client";
import { usePauseZones } from "./pauses-api";

const copy = seasonalPausesCopy;
const fields = ["from", "to"] as const;

/** The server's own words for a refusal (an overlap, a past date), else a general one. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.issues.length === 0
    ? error.message
    : copy.failed;

/**
 * "Pausa de temporada" of one zone, or of the whole establishment (`zone` null): two dates,
 * what they mean in words ("Sin música ni cargo del … al …; vuelve sola el …") and the
 * confirmation. The shared schema's refusals show under their field, the server's too.
 */
export function SeasonalPauseDialog(props: {
  establishmentId: string;
  timeZone: string;
  /** The zone paused, or null for every zone of the establishment. */
  zone: { id: string; name: string } | null;
  /** What the title names: the zone's name or the establishment's. */
  name: string;
  open: boolean;
  onClose: () => void;
  onPaused: () => void;
}) {
  const today = localDate(props.timeZone, new Date());
  const form = useSchemaForm(seasonalPauseInputSchema, {
    defaultValues: { from: today, to: today },
  });
  const pause = usePauseZones(props.establishmentId);
  const [from, to] = form.watch(["from", "to"]);
  const parsed = seasonalPauseInputSchema.safeParse({ from, to });
  const outcome = outcomeOf(pause, { success: null, errors: refusal });
  const close = () => {
    pause.reset();
    props.onClose();
  };
  const submit = form.handleSubmit((input) =>
    pause.mutate(
      { from: input.from, to: input.to, ...(props.zone ? { zoneId: props.zone.id } : {}) },
      {
        onSuccess: () => {
          form.reset({ from: today, to: today });
          props.onPaused();
        },
        onError: (error) => {
          for (const issue of fieldIssuesOf(error, fields))
            form.setError(issue.field, { message: issue.message });
        },
      },
    ),
  );
  return (
    <Modal
      open={props.open}
      onClose={close}
      title={copy.title(props.name)}
      description={copy.lead}
      keepOnOutsideClick
      className={centredPanel("max-h-[calc(100%-2rem)] max-w-md overflow-y-auto")}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={copy.from} type="date" min={today} {...fieldProps(form, "from")} />
          <Field label={copy.to} type="date" min={today} {...fieldProps(form, "to")} />
        </div>
        {parsed.success && (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
            {copy.summary({
              from: parsed.data.from,
              to: parsed.data.to,
              back: dayAfter(parsed.data.to),
            })}
          </p>
        )}
        <Alert outcome={outcome} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={pause.isPending}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={pause.isPending}>
            {copy.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
