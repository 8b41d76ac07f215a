import { schedulesCopy } from "~/shared/copy/schedules";
import type { WhatPlays } from "~/shared/schedules/evaluate";
import type { NamedSource, Schedule, ScheduleSource } from "~/shared/schedules/schema";
import { curveVolume, nextCurveStep } from "~/shared/schedules/volume-curve";
import { sourceKey } from "./sources";
import { formatMinutes } from "~/shared/schedules/day-minutes";
import { localTimeOf, weekdayOf } from "./zoned-time";

const copy = schedulesCopy.player;

/** "Lista Jazz suave" / "Género Pop": a source as the player's line names it. */
export function sourceText(source: ScheduleSource, named: readonly NamedSource[]): string {
  const name =
    named.find((item) => sourceKey(item.source) === sourceKey(source))?.name ??
    schedulesCopy.page.unknownSource;
  return source.kind === "genre" ? copy.genre(name) : copy.list(name);
}

/** An instant as the shop's clock says it: "16:00" today, "el martes a las 08:00" after. */
function when(
  instant: string,
  timeZone: string,
  now: Date,
  today: (time: string) => string,
  later: (day: string, time: string) => string,
) {
  const local = localTimeOf(new Date(instant), timeZone);
  const time = formatMinutes(local.minutes);
  const todaysDate = localTimeOf(now, timeZone).date;
  // Midnight ending today is "las 00:00", as a shop says it and the override's own
  // choices ("Hasta las 00:00") write it, not "el viernes a las 00:00".
  const endsToday =
    local.minutes === 0 &&
    localTimeOf(new Date(Date.parse(instant) - 1), timeZone).date === todaysDate;
  if (local.date === todaysDate || endsToday) return today(time);
  return later(schedulesCopy.page.weekdays[weekdayOf(local.date)].toLowerCase(), time);
}

/**
 * What plays and why, in words: "Comidas · Lista Jazz suave, hasta las 16:00",
 * "Elegido a mano: Lista Tardes, hasta las 18:00", "Cerrado: la música vuelve a las 08:00".
 */
export function playingText(
  plays: WhatPlays,
  named: readonly NamedSource[],
  timeZone: string,
  now: Date,
): string {
  const { reason } = plays;
  const until = (instant: string) => when(instant, timeZone, now, copy.untilTime, copy.untilDay);
  if (reason.kind === "slot")
    return copy.slot(reason.slot.name, sourceText(reason.slot.source, named), until(reason.until));
  // The choice is named: "Elegido a mano" alone leaves the owner asking which list.
  if (reason.kind === "override")
    return copy.override(
      plays.source ? sourceText(plays.source, named) : schedulesCopy.page.unknownSource,
      until(reason.until),
    );
  if (reason.kind === "open-unscheduled") return copy.unscheduled;
  if (!reason.until) return copy.closedNoOpening;
  return copy.closed(when(reason.until, timeZone, now, copy.atTime, copy.onDay));
}

/**
 * "Volumen por horas: 75 %, hasta las 15:00": the step of the day's curve that sets the
 * volume now; nothing while closed, or inside a slot with a volume of its own.
 */
export function curveText(
  schedule: Pick<Schedule, "volumeCurve" | "timeZone">,
  plays: WhatPlays,
  now: Date,
): string {
  const { reason } = plays;
  if (reason.kind === "closed" || (reason.kind === "slot" && reason.slot.volume !== null))
    return "";
  const volume = curveVolume(schedule, now.getTime());
  if (volume === null) return "";
  const next = nextCurveStep(schedule, now.getTime());
  return copy.curve(
    volume,
    next === null
      ? null
      : when(new Date(next).toISOString(), schedule.timeZone, now, copy.untilTime, copy.untilDay),
  );
}
