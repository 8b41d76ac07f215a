import { schedulesCopy } from "~/shared/copy/schedules";
import type { OpeningDay, OpeningHours, Weekday } from "~/shared/schedules/schema";
import { HoursFields } from "./hours-fields";

const copy = schedulesCopy.page;

/** "Horario de apertura": each weekday open between two times, or closed. */
export function OpeningHoursEditor(props: {
  opening: readonly OpeningDay[];
  onChange: (weekday: Weekday, hours: OpeningHours | null) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {props.opening.map((day) => {
        const name = copy.weekdays[day.weekday];
        return (
          <li
            key={day.weekday}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-6"
          >
            <span className="w-24 font-medium text-slate-900">{name}</span>
            <HoursFields
              hours={day.hours}
              closedLabel={copy.opening.closedDay(name)}
              openLabel={copy.opening.openOn(name)}
              closeLabel={copy.opening.closeOn(name)}
              onChange={(hours) => props.onChange(day.weekday, hours)}
            />
          </li>
        );
      })}
    </ul>
  );
}
