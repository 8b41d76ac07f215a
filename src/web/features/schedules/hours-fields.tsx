import { useId } from "react";
import { DAY_MINUTES } from "~/shared/schedules/day-minutes";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { OpeningHours } from "~/shared/schedules/schema";
import { inputBaseClasses } from "~/web/components/ui/field";
import { useTypedTime } from "./typed-time";

const copy = schedulesCopy.page;
const errors = schedulesCopy.errors;

/**
 * Opening hours, or closed: a box and two typed times in 5-minute steps. A close not
 * after the open is the next day's (said beside it); a close equal to the open is
 * refused — an empty day is "Cerrado".
 */
export function HoursFields(props: {
  hours: OpeningHours | null;
  closedLabel: string;
  openLabel: string;
  closeLabel: string;
  onChange: (hours: OpeningHours | null) => void;
}) {
  const hours = props.hours;
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      <label className="flex items-center gap-2 py-1.5 text-sm text-slate-800">
        <input
          type="checkbox"
          aria-label={props.closedLabel}
          className="size-4 accent-brand-600"
          checked={hours === null}
          onChange={(event) =>
            props.onChange(event.target.checked ? null : { open: 9 * 60, close: 21 * 60 })
          }
        />
        <span aria-hidden>{copy.opening.closed}</span>
      </label>
      {hours && <OpenClose {...props} hours={hours} />}
    </div>
  );
}

function OpenClose(props: {
  hours: OpeningHours;
  openLabel: string;
  closeLabel: string;
  onChange: (hours: OpeningHours) => void;
}) {
  const { hours } = props;
  const open = useTypedTime(hours.open, "start", (minutes) =>
    props.onChange({ ...hours, open: minutes }),
  );
  const close = useTypedTime(hours.close, "end", (minutes) =>
    props.onChange({ ...hours, close: minutes }),
  );
  const empty = hours.close % DAY_MINUTES === hours.open && hours.close !== DAY_MINUTES;
  const error = open.error ?? close.error ?? (empty ? errors.emptyRange : undefined);
  const nextDay = !error && hours.close <= hours.open;
  const noteId = useId();
  const timeClasses = `${inputBaseClasses} w-24 py-1.5 text-center tabular-nums`;
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          aria-label={props.openLabel}
          aria-invalid={open.error ? true : undefined}
          aria-describedby={error ? noteId : undefined}
          className={timeClasses}
          {...open.inputProps}
        />
        {open.suggestions}
        <span aria-hidden className="text-slate-500">
          –
        </span>
        <input
          aria-label={props.closeLabel}
          aria-invalid={close.error || empty ? true : undefined}
          aria-describedby={error || nextDay ? noteId : undefined}
          className={timeClasses}
          {...close.inputProps}
        />
        {close.suggestions}
        {nextDay && (
          <span id={noteId} className="text-xs text-slate-500">
            {copy.slot.nextDay}
          </span>
        )}
      </div>
      {error && (
        <p id={noteId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
