import { certificateDate, certificateMinute } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";

const errors = certificatesCopy.errors;

/**
 * Why "¿Qué sonaba?" cannot answer for a span, in the words the page shows, or null when it
 * can. In this order: a span wholly before the cover says when the cover begins; one still
 * to come says so (never in the past tense); one after the cover's end says when it ended,
 * at the establishment's removal if that came first. Dates and times in the certificate's zone.
 */
export function coverRefusal(options: {
  from: Date;
  until: Date;
  validFrom: Date;
  validUntil: Date;
  /** When the establishment was removed during the cover (certificate-time-zone.ts). */
  archivedAt: Date | null;
  now: Date;
  timeZone: string;
}): string | null {
  const { from, until, validFrom, archivedAt, now, timeZone } = options;
  const day = (moment: Date) => certificateDate(moment, timeZone);
  const minute = (moment: Date) => certificateMinute(moment, timeZone);
  if (until <= validFrom) return errors.beforeCover(day(validFrom), minute(validFrom));
  if (from > now) return errors.notYet;
  if (archivedAt && from >= archivedAt)
    return errors.afterArchive(day(archivedAt), minute(archivedAt));
  if (from >= options.validUntil)
    return errors.afterCover(day(options.validUntil), minute(options.validUntil));
  return null;
}
