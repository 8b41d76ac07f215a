import { z } from "~/shared/validation/zod";
import { rowIdSchema } from "~/shared/validation/ids";
import { seasonalPausesCopy } from "../copy/seasonal-pauses";
import { daysBetween, type PauseDates } from "./pause-window";

const errors = seasonalPausesCopy.errors;

/** The longest pause, in days counted inclusive (decision 044). */
export const MAX_PAUSE_DAYS = 365;

const localDate = z.iso.date(errors.invalidDate);

/**
 * A pause asked for: local dates of the establishment, both inclusive, for one zone of
 * it (`zoneId`) or, without one, for every zone of it the person works in.
 */
export const seasonalPauseInputSchema = z
  .strictObject({
    from: localDate,
    to: localDate,
    zoneId: rowIdSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.to < input.from)
      context.addIssue({ code: "custom", path: ["to"], message: errors.endBeforeStart });
    else if (daysBetween(input.from, input.to) + 1 > MAX_PAUSE_DAYS)
      context.addIssue({ code: "custom", path: ["to"], message: errors.tooLong(MAX_PAUSE_DAYS) });
  });
export type SeasonalPauseInput = z.infer<typeof seasonalPauseInputSchema>;

/** Ending the pause of one zone, or of every zone of the establishment the person works in. */
export const seasonalPauseEndSchema = z.strictObject({
  zoneId: rowIdSchema.optional(),
});
export type SeasonalPauseEnd = z.infer<typeof seasonalPauseEndSchema>;

/** A zone's current or coming pause, as the API answers it. */
export interface SeasonalPause extends PauseDates {
  id: string;
  zoneId: string;
  zoneName: string;
  /** Whether it has the zone silent now. */
  active: boolean;
  /** The local date the zone plays again by itself: the day after `to`. */
  back: string;
}

/** What the zone's player asks: is it paused now, and until when. */
export interface ZonePauseState {
  paused: boolean;
  pause: SeasonalPause | null;
  /** The establishment's clock, by which the player works out when the pause ends. */
  timeZone: string;
}
