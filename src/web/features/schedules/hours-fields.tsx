import { DAY_MINUTES } from "~/shared/schedules/day-minutes";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { OpeningHours } from "~/shared/schemas/schedules";
import { inputBaseClasses } from "~/web/components/ui/field";
import { formatMinutes } from "~/shared/schedules/day-minutes";
import { endTimes, startTimes } from "./time-text";

const copy = schedulesCopy.page;

/**
 * Opening hours, or closed: a box and two selects in 15-minute steps. A close not after
 * the open is the next day's; the close equal to the open is not offered (an empty day
 * is "Cerrado").
 */
export function HoursFields(props: {
  hours: OpeningHours | null;
  closedLabel: string;
  openLabel: string;
  closeLabel: string;
  onChange: (hours: OpeningHours | null) => void;
}) {
  const hours = props.hours;
  const closes = endTimes.filter(
    (minutes) => !hours || minutes % DAY_MINUTES !== hours.open || minutes === DAY_MINUTES,
  );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <label className="flex items-center gap-2 text-sm text-slate-800">
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
      {hours && (
        <div className="flex items-center gap-2">
          <select
            aria-label={props.openLabel}
            value={hours.open}
            className={`${inputBaseClasses} py-1.5`}
            onChange={(event) => {
              const open = Number(event.target.value);
              props.onChange({
                open,
                close:
                  hours.close % DAY_MINUTES === open && hours.close !== DAY_MINUTES
                    ? DAY_MINUTES
                    : hours.close,
              });
            }}
          >
            {startTimes.map((minutes) => (
              <option key={minutes} value={minutes}>
                {formatMinutes(minutes)}
              </option>
            ))}
          </select>
          <span aria-hidden className="text-slate-500">
            –
          </span>
          <select
            aria-label={props.closeLabel}
            value={hours.close}
            className={`${inputBaseClasses} py-1.5`}
            onChange={(event) => props.onChange({ ...hours, close: Number(event.target.value) })}
          >
            {closes.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes <= hours.open
                  ? copy.slot.endNextDay(formatMinutes(minutes))
                  : formatMinutes(minutes)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
