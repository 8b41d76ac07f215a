import {
  weekdays,
  type OpeningHours,
  type ScheduleSlot,
  type SpecialDate,
  type Weekday,
} from "../schedules/schema";
import type { ScheduleFacts } from "../schedules/evaluate";

/** "22:15" → minutes from midnight; "24:00" is the day's end. */
export const time = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
};

export const hours = (open: string, close: string): OpeningHours => ({
  open: time(open),
  close: time(close),
});

/** A slot playing a list named after the slot, on the given weekdays. */
export function slot(
  name: string,
  days: readonly Weekday[],
  start: string,
  end: string,
  extra: Partial<ScheduleSlot> = {},
): ScheduleSlot {
  return {
    id: crypto.randomUUID(),
    name,
    weekdays: [...days],
    start: time(start),
    end: time(end),
    source: { kind: "playlist", playlistId: crypto.randomUUID() },
    shuffle: false,
    volume: null,
    ...extra,
  };
}

export function specialDate(
  name: string,
  from: string,
  to: string,
  opening: OpeningHours | null,
  slots: ScheduleSlot[] = [],
): SpecialDate {
  return { id: crypto.randomUUID(), name, from, to, hours: opening, slots };
}

/** A schedule open round the clock every day (Madrid), with no slots, unless told otherwise. */
export function scheduleFacts(facts: Partial<ScheduleFacts> = {}): ScheduleFacts {
  return {
    timeZone: "Europe/Madrid",
    opening: weekdays.map((weekday) => ({ weekday, hours: hours("00:00", "24:00") })),
    slots: [],
    specialDates: [],
    override: null,
    ...facts,
  };
}

/** The same opening every day, or per weekday (missing days closed). */
export const openEvery = (opening: OpeningHours | null) =>
  weekdays.map((weekday) => ({ weekday, hours: opening }));
