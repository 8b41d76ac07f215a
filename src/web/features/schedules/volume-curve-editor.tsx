import { Trash2 } from "lucide-react";
import { schedulesCopy } from "~/shared/copy/schedules";
import { formatMinutes } from "~/shared/schedules/day-minutes";
import { MAX_VOLUME_STEPS, type VolumeStep } from "~/shared/schedules/schema";
import { inputBaseClasses } from "~/web/components/ui/field";
import { Button } from "~/web/components/ui/button";
import { useTypedTime } from "./typed-time";

const copy = schedulesCopy.page.volume;

function StepRow(props: {
  index: number;
  step: VolumeStep;
  onChange: (step: VolumeStep) => void;
  onRemove: () => void;
}) {
  const { step } = props;
  const start = useTypedTime(step.start, "start", (minutes) =>
    props.onChange({ ...step, start: minutes }),
  );
  const number = props.index + 1;
  return (
    <li data-testid="volume-step" className="flex flex-wrap items-center gap-2">
      <input
        aria-label={copy.from(number)}
        aria-invalid={start.error ? true : undefined}
        className={`${inputBaseClasses} w-24 py-1.5 text-center tabular-nums`}
        {...start.inputProps}
      />
      {start.suggestions}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={5}
        aria-label={copy.percent(number)}
        className={`${inputBaseClasses} w-20 py-1.5 text-center tabular-nums`}
        value={step.volume}
        onChange={(event) => {
          const volume = Math.round(Number(event.target.value));
          if (Number.isFinite(volume))
            props.onChange({ ...step, volume: Math.max(0, Math.min(100, volume)) });
        }}
      />
      <span aria-hidden className="text-sm text-slate-600">
        %
      </span>
      <button
        type="button"
        aria-label={copy.remove(formatMinutes(step.start))}
        onClick={props.onRemove}
        className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
      {start.error && <p className="w-full text-sm text-red-700">{start.error}</p>}
    </li>
  );
}

/**
 * "Volumen por horas" (decision 042): the day's steps, each a time and a volume, in the
 * order of the day. A new step goes an hour after the last, at its volume.
 */
export function VolumeCurveEditor(props: {
  curve: readonly VolumeStep[];
  onChange: (curve: VolumeStep[]) => void;
}) {
  const { curve } = props;
  const last = curve.at(-1);
  const free = (start: number) => !curve.some((step) => step.start === start);
  const add = () => {
    let start = last ? (last.start + 60) % (24 * 60) : 9 * 60;
    while (!free(start)) start = (start + 5) % (24 * 60);
    props.onChange([...curve, { start, volume: last?.volume ?? 60 }]);
  };
  return (
    <div className="space-y-3">
      {curve.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.empty}</p>
      ) : (
        <ol className="space-y-2">
          {curve.map((step, index) => (
            <StepRow
              key={index}
              index={index}
              step={step}
              onChange={(next) =>
                props.onChange(curve.map((each, i) => (i === index ? next : each)))
              }
              onRemove={() => props.onChange(curve.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      {curve.length < MAX_VOLUME_STEPS && (
        <Button variant="secondary" size="sm" onClick={add}>
          {copy.add}
        </Button>
      )}
    </div>
  );
}
