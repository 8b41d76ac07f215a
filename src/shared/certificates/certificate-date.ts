const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A certificate's dates as Spanish documents write them, dd/mm/aaaa, on the establishment's
 * calendar: the PDF and the verification page say the same day.
 */
export function certificateDate(moment: Date | string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("es-ES", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone,
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(moment));
}
