import { z } from "~/shared/validation/zod";
import type { FollowedProgramme } from "../company-programmes/schema";
import { schedulesCopy } from "../copy/schedules";
import { rowIdSchema } from "../validation/ids";
import { DAY_MINUTES, TIME_STEP_MINUTES } from "./day-minutes";
import { singleLine } from "../validation/text";

const errors = schedulesCopy.errors;

/**
 * An establishment's programme (decision 020): what plays when, by its local wall clock.
 *
 * Times are minutes from local midnight in 5-minute steps. A range whose end is not
 * after its start crosses midnight (22:00–02:00 belongs to the day it starts on); 0–1440
 * is the whole day. Weekdays are ISO: 1 Monday … 7 Sunday.
 */
export const MAX_SLOTS = 60;
export const MAX_SPECIAL_DATES = 30;
/** Steps of "Volumen por horas": one an hour is more than any shop asks. */
export const MAX_VOLUME_STEPS = 24;

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];

const minuteOfDay = (max: number) =>
  z
    .number(errors.invalidTime)
    .int(errors.invalidTime)
    .min(0, errors.invalidTime)
    .max(max, errors.invalidTime)
    .refine((minutes) => minutes % TIME_STEP_MINUTES === 0, errors.notOnStep);

/** A local time of day a range starts at: 00:00 … 23:55. */
export const startMinuteSchema = minuteOfDay(DAY_MINUTES - TIME_STEP_MINUTES);
/** A local time of day a range ends at: 00:05 … 24:00 (24:00 is midnight at the day's end). */
export const endMinuteSchema = minuteOfDay(DAY_MINUTES);

const volumePercentSchema = z
  .number(errors.invalidVolume)
  .int(errors.invalidVolume)
  .min(0, errors.invalidVolume)
  .max(100, errors.invalidVolume);

/** What a slot plays: a list (public or the owner's own) or a genre. */
export const scheduleSourceSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("playlist"), playlistId: rowIdSchema }),
  z.strictObject({ kind: z.literal("genre"), genreId: rowIdSchema }),
]);
export type ScheduleSource = z.infer<typeof scheduleSourceSchema>;

const weekdaysSchema = z
  .array(z.union(weekdays.map((day) => z.literal(day))), errors.weekdaysRequired)
  .min(1, errors.weekdaysRequired)
  .max(7)
  .refine((days) => new Set(days).size === days.length, errors.weekdaysRepeated);

/** Opening and closing by the wall clock; a close not after the open crosses midnight. */
export const openingHoursSchema = z
  .strictObject({ open: startMinuteSchema, close: endMinuteSchema })
  .refine((hours) => hours.open !== hours.close % DAY_MINUTES || hours.close === DAY_MINUTES, {
    message: errors.emptyRange,
    path: ["close"],
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** One day of the week's opening: closed, or open between two times. */
export const openingDaySchema = z.strictObject({
  weekday: z.union(weekdays.map((day) => z.literal(day))),
  hours: openingHoursSchema.nullable(),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

export const scheduleSlotSchema = z.strictObject({
  id: rowIdSchema,
  name: singleLine().min(1, errors.nameRequired).max(60, errors.nameTooLong),
  weekdays: weekdaysSchema,
  start: startMinuteSchema,
  end: endMinuteSchema,
  source: scheduleSourceSchema,
  /** "Aleatorio". */
  shuffle: z.boolean(),
  /** 0–100, or null to leave the player's volume as it is. */
  volume: volumePercentSchema.nullable(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

/**
 * "Fechas especiales": from one local date to another, inclusive, its own opening hours
 * (null: closed) and slots (their weekdays still apply) replace the week's.
 */
export const specialDateSchema = z.strictObject({
  id: rowIdSchema,
  name: singleLine().min(1, errors.nameRequired).max(60, errors.nameTooLong),
  from: z.iso.date(errors.invalidDate),
  to: z.iso.date(errors.invalidDate),
  hours: openingHoursSchema.nullable(),
  slots: z.array(scheduleSlotSchema).max(MAX_SLOTS, errors.tooManySlots),
});
export type SpecialDate = z.infer<typeof specialDateSchema>;

/**
 * "Volumen por horas": from `start` (the local time) on, the zone plays at `volume` %,
 * until the next step; before the day's first step, the day before's last holds.
 */
export const volumeStepSchema = z.strictObject({
  start: startMinuteSchema,
  volume: volumePercentSchema,
});
export type VolumeStep = z.infer<typeof volumeStepSchema>;

export const volumeCurveSchema = z
  .array(volumeStepSchema)
  .max(MAX_VOLUME_STEPS, errors.tooManyVolumeSteps(MAX_VOLUME_STEPS))
  .refine(
    (steps) => new Set(steps.map((step) => step.start)).size === steps.length,
    errors.volumeStepRepeated,
  );

/**
 * What the owner saves. `opening` has one entry per weekday; an establishment without a
 * schedule has no row, and its player behaves as before schedules. Overlaps (of slots on
 * one day, of special dates) are refused by `scheduleProblems` (shared/schedules), whose
 * messages name the other slot.
 */
export const scheduleInputSchema = z.strictObject({
  opening: z.array(openingDaySchema).length(7),
  slots: z.array(scheduleSlotSchema).max(MAX_SLOTS, errors.tooManySlots),
  specialDates: z.array(specialDateSchema).max(MAX_SPECIAL_DATES, errors.tooManySpecialDates),
  /**
   * "Volumen por horas" (decision 042), every day; a slot's own volume wins inside it.
   * Missing in programmes saved before it, as none.
   */
  volumeCurve: volumeCurveSchema.optional(),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** "Poner esta lista hasta las {hora}": a manual choice that ends by itself. */
export const scheduleOverrideSchema = z.strictObject({
  source: scheduleSourceSchema,
  shuffle: z.boolean(),
  /** An instant in the future, at most a day ahead. */
  until: z.iso.datetime({ offset: true, error: errors.invalidDate }),
});
export type ScheduleOverride = z.infer<typeof scheduleOverrideSchema>;

/** A source as the screen names it: the list's or genre's name, and whether a list is public. */
export interface NamedSource {
  source: ScheduleSource;
  name: string;
  /** For a playlist: a public list (the catalogue's) or the owner's own. */
  owner?: "public" | "own";
}

/** What the server answers and the player keeps a copy of (so it works offline). */
export interface Schedule extends ScheduleInput {
  /** The zone it is the programme of (decision 023), and that zone's establishment. */
  zoneId: string;
  establishmentId: string;
  timeZone: "Europe/Madrid" | "Atlantic/Canary";
  override: ScheduleOverride | null;
  /** The names of every source the schedule and its override use. */
  sources: NamedSource[];
  /**
   * The company programme the zone follows (decision 043); null: its own. Missing in the
   * copies players kept before company programmes.
   */
  company?: FollowedProgramme | null;
  updatedAt: string;
}
