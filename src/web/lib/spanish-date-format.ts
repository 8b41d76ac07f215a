import { onFirstUse } from "~/shared/intl/on-first-use";

/**
 * A Spanish date formatter with these options, made on first use (see `onFirstUse`):
 * every page formats its dates in es-ES, so the locale is written here once.
 */
export const spanishDateFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat("es-ES", options));
