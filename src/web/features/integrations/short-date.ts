import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const format = spanishDateFormat({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Madrid",
});

/** A moment as "Integraciones" shows it: Madrid's day and time. */
export const shortDate = (iso: string) => format().format(new Date(iso));
