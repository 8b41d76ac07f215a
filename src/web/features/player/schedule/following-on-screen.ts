import { useEffect, useRef } from "react";
import type { ScheduleSource } from "~/shared/schedules/schema";
import type { Selection } from "../queue-selection";
import { useFollowedSchedule } from "./use-schedule-following";

/** The list or style chosen on the player page, as a schedule's source (null: all songs). */
export function scheduleSourceOf(selection: Selection): ScheduleSource | null {
  if (!selection) return null;
  return selection.kind === "genre"
    ? { kind: "genre", genreId: selection.id }
    : { kind: "playlist", playlistId: selection.id };
}

/**
 * Runs `showPlaying` each time the schedule changes what the player plays, so that the
 * page shows the list playing rather than one chosen earlier.
 */
export function useFollowingTheSchedule(showPlaying: () => void) {
  const { turns } = useFollowedSchedule();
  const seen = useRef(turns);
  useEffect(() => {
    if (turns === seen.current) return;
    seen.current = turns;
    showPlaying();
  }, [turns, showPlaying]);
}
