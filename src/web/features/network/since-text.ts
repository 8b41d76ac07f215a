import { networkCopy } from "~/shared/copy/network";

const formats = new Map<
  string,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }
>();

/** The formats of one time zone (the viewer's when none is named), made once. */
function formatsIn(timeZone: string | undefined) {
  const key = timeZone ?? "";
  let made = formats.get(key);
  if (!made) {
    made = {
      // en-CA writes YYYY-MM-DD: calendar days compare as text.
      day: new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
      time: new Intl.DateTimeFormat("es-ES", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
      date: new Intl.DateTimeFormat("es-ES", { timeZone, day: "2-digit", month: "2-digit" }),
    };
    formats.set(key, made);
  }
  return made;
}

const DAY_MS = 86_400_000;

/**
 * When a zone entered its status, as head office reads it at a glance: "desde las 15:02"
 * today, "desde ayer", "desde el 27/11" before. By the viewer's clock (or `timeZone`'s):
 * the question is how long it has been, not the shop's local time.
 */
export function sinceText(since: string | null, now: number, timeZone?: string): string {
  if (!since) return "";
  const at = new Date(since);
  const { day, time, date } = formatsIn(timeZone);
  const today = day.format(now);
  const then = day.format(at);
  if (then >= today) return networkCopy.since.today(time.format(at));
  // Noon of today, a day back: yesterday's date whatever the clock change in between.
  const [year, month, dayOfMonth] = today.split("-").map(Number) as [number, number, number];
  const yesterday = day.format(Date.UTC(year, month - 1, dayOfMonth, 12) - DAY_MS);
  if (then === yesterday) return networkCopy.since.yesterday;
  return networkCopy.since.earlier(date.format(at));
}
