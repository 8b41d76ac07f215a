import { spanishDateFormat } from "~/web/lib/spanish-date-format";
const pad = (value: number) => String(value).padStart(2, "0");

/** Seconds heard as "m:ss", or "h:mm:ss" from an hour on (rounded to the second). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

const longDay = spanishDateFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-29" (a local calendar day, no instant) as "dom, 29 mar 2026". */
export const formatDay = (date: string) => longDay().format(new Date(`${date}T00:00:00Z`));

/**
 * "2026-03-29" as "29/03/2026": the same digits in the order Spain writes them. No Intl
 * formatter: the history's first was its table's, and making it cost a slow phone 40 ms.
 */
export const formatShortDay = (date: string) =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The calendar day `date` falls on here, as YYYY-MM-DD. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The last `days` days up to `today`, both included, as YYYY-MM-DD. */
export function lastDays(today: Date, days: number): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: isoDay(start), to: isoDay(today) };
}
