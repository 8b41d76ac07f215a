import type { BlockPlace } from "~/shared/blocked-songs/schema";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

/** Where a block applies, as the page says it: "Toda la cuenta" or "Establecimiento · Zona". */
export const placeText = (place: BlockPlace | null) =>
  place
    ? blockedSongsCopy.place(place.establishmentName, place.zoneName)
    : blockedSongsCopy.everywhere;

/** The day of a block, or of a line of its trail. */
export const blockDay = spanishDateFormat({ day: "numeric", month: "long", year: "numeric" });
