import { legalCopy } from "~/shared/copy/legal";
import { useToday } from "~/web/lib/use-today";

const longDate = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The legal pages' last-updated date is the visitor's current date (product §2), so it is rendered in the browser. */
export function LastUpdated() {
  const today = useToday();
  return (
    <p className="mt-4 min-h-6 text-sm text-slate-500" data-testid="last-updated">
      {today && legalCopy.lastUpdated(longDate.format(today))}
    </p>
  );
}
