import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayerWaitEntry } from "~/shared/play-log/waits-schema";
import { formatShortDay } from "./format";

/**
 * How long the player waited, as the history says it: "09:00:00–09:02:10" on one day,
 * the end's date too when the wait ran past midnight, "09:00:00, sin terminar" without
 * an end.
 */
export function waitSpan(
  wait: Pick<PlayerWaitEntry, "localDate" | "localTime" | "localEndDate" | "localEndTime">,
): string {
  if (!wait.localEndDate || !wait.localEndTime) return playLogCopy.waits.unfinished(wait.localTime);
  const end =
    wait.localEndDate === wait.localDate
      ? wait.localEndTime
      : playLogCopy.waits.endOnOtherDay(formatShortDay(wait.localEndDate), wait.localEndTime);
  return playLogCopy.timeRange(wait.localTime, end);
}
