import type { Weekday } from "../schedules/schema";
import { DAY_MS } from "../schedules/zone-clock";

/** What decides on which local days something runs: dates (inclusive) and weekdays. */
export interface Validity {
  validFrom: string;
  validUntil: string | null;
}

export interface LocalDay {
  /** YYYY-MM-DD on the establishment's wall clock. */
  date: string;
  weekday: Weekday;
  /** The day's number on the wall-clock axis (shared/schedules/zone-clock). */
  number: number;
}

/** The local day of a wall-clock value (zone-clock's axis). */
export function localDayOf(local: number): LocalDay {
  const number = Math.floor(local / DAY_MS);
  // 1970-01-01 was a Thursday (ISO 4).
  const weekday = ((((number + 3) % 7) + 7) % 7) + 1;
  return {
    date: new Date(number * DAY_MS).toISOString().slice(0, 10),
    weekday: weekday as Weekday,
    number,
  };
}

/** Whether `date` lies within the validity, both ends included. */
export const validOn = (validity: Validity, date: string) =>
  validity.validFrom <= date && (validity.validUntil === null || date <= validity.validUntil);

/** Whether a campaign runs on `day`: within its dates and on one of its weekdays. */
export const runsOn = (campaign: Validity & { weekdays: readonly Weekday[] }, day: LocalDay) =>
  validOn(campaign, day.date) && campaign.weekdays.includes(day.weekday);

/** "21:45" for a minute of the day; the day's end (1440) is "24:00". */
export const clockText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
