import { schedulesCopy } from "~/shared/copy/schedules";
import { Button } from "~/web/components/ui/button";

const copy = schedulesCopy.page;

/**
 * Music chosen by hand plays instead of the schedule until a time: what, until when, and
 * "Volver a la programación".
 */
export function OverrideBanner(props: {
  sourceName: string;
  /** The end, as the establishment's clock reads it. */
  until: string;
  ending: boolean;
  onEnd: () => void;
}) {
  return (
    <section
      aria-label={copy.override.title}
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 className="font-semibold text-slate-900">{copy.override.title}</h2>
        <p className="text-sm text-slate-700">
          {copy.override.text(props.sourceName, props.until)}
        </p>
      </div>
      <Button variant="secondary" disabled={props.ending} onClick={props.onEnd}>
        {copy.override.back}
      </Button>
    </section>
  );
}
