const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, kind: "date" | "time" | "dayMonth" | "minute") {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const fields: Intl.DateTimeFormatOptions =
      kind === "date"
        ? { day: "2-digit", month: "2-digit", year: "numeric" }
        : kind === "dayMonth"
          ? { day: "2-digit", month: "2-digit" }
          : kind === "time"
            ? { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }
            : { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
    format = new Intl.DateTimeFormat("es-ES", { ...fields, timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * A certificate's dates as Spanish documents write them, dd/mm/aaaa, on the calendar of the
 * time zone the certificate was issued with: the PDF and the verification page say the same day.
 */
export function certificateDate(moment: Date | string, timeZone: string): string {
  return formatIn(timeZone, "date").format(new Date(moment));
}

/** dd/mm, for a moment close to the one it is read beside (when a late play arrived). */
export function certificateDayMonth(moment: Date | string, timeZone: string): string {
  return formatIn(timeZone, "dayMonth").format(new Date(moment));
}

/** hh:mm:ss, 24-hour, in the certificate's zone: a play's start and end to the second. */
export function certificateTime(moment: Date | string, timeZone: string): string {
  return formatIn(timeZone, "time").format(new Date(moment));
}

/** hh:mm, 24-hour, in the certificate's zone: when a cover begins or ends. */
export function certificateMinute(moment: Date | string, timeZone: string): string {
  return formatIn(timeZone, "minute").format(new Date(moment));
}
