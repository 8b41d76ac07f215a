import { useState } from "react";
import { schedulesCopy } from "~/shared/copy/schedules";
import { weekdays, type Weekday } from "~/shared/schedules/schema";
import { Button } from "~/web/components/ui/button";
import { SelectField } from "~/web/components/ui/select-field";
import { ScheduleDialog } from "./schedule-dialog";

const copy = schedulesCopy.page;

/** "Copiar un día": one day's hours and slots onto the days ticked. */
export function CopyDayDialog(props: {
  onCopy: (from: Weekday, to: Weekday[]) => void;
  onClose: () => void;
}) {
  const [from, setFrom] = useState<Weekday>(1);
  const [to, setTo] = useState<Weekday[]>([]);
  const [error, setError] = useState<string | null>(null);
  const targets = to.filter((day) => day !== from);
  return (
    <ScheduleDialog
      open
      title={copy.copyDay.title}
      lead={copy.copyDay.lead}
      onClose={props.onClose}
      onSubmit={() => {
        if (targets.length === 0) return setError(copy.copyDay.noTargets);
        props.onCopy(from, targets);
      }}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {copy.copyDay.cancel}
          </Button>
          <Button type="submit">{copy.copyDay.confirm}</Button>
        </>
      }
    >
      <SelectField
        label={copy.copyDay.from}
        value={from}
        onChange={(event) => setFrom(Number(event.target.value) as Weekday)}
      >
        {weekdays.map((day) => (
          <option key={day} value={day}>
            {copy.weekdays[day]}
          </option>
        ))}
      </SelectField>
      <fieldset aria-describedby={error ? "copy-day-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">{copy.copyDay.to}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-4">
          {weekdays
            .filter((day) => day !== from)
            .map((day) => (
              <label key={day} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={to.includes(day)}
                  onChange={(event) =>
                    setTo(event.target.checked ? [...to, day] : to.filter((each) => each !== day))
                  }
                />
                {copy.weekdays[day]}
              </label>
            ))}
        </div>
        {error && (
          <p id="copy-day-error" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
      </fieldset>
    </ScheduleDialog>
  );
}
