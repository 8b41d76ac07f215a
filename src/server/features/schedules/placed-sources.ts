import type { ScheduleInput, ScheduleSource } from "~/shared/schedules/schema";

/** A source where a programme uses it: the path its refusal is reported at. */
export interface PlacedSource {
  path: string;
  source: ScheduleSource;
}

/** Every source a programme plays, in the week's slots and in each special date's. */
export function placedSources(programme: ScheduleInput): PlacedSource[] {
  return [
    ...programme.slots.map((slot, index) => ({
      path: `slots.${index}.source`,
      source: slot.source,
    })),
    ...programme.specialDates.flatMap((special, specialIndex) =>
      special.slots.map((slot, index) => ({
        path: `specialDates.${specialIndex}.slots.${index}.source`,
        source: slot.source,
      })),
    ),
  ];
}

/** One key per list or genre, so a source used by many slots is looked up and named once. */
export const sourceKey = (source: ScheduleSource) =>
  source.kind === "playlist" ? `playlist:${source.playlistId}` : `genre:${source.genreId}`;
