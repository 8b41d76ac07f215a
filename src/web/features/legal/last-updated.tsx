import { legalCopy } from "~/shared/copy/legal";
import { todayText } from "~/web/lib/today-text";

const longDate: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/**
 * The legal pages' last-updated date is the visitor's current date (product §2), so the
 * browser writes it; the HTML holds no date.
 */
export function LastUpdated() {
  return (
    <p
      className="mt-4 min-h-6 text-sm text-slate-500"
      data-testid="last-updated"
      {...todayText(legalCopy.lastUpdated, longDate)}
    />
  );
}
