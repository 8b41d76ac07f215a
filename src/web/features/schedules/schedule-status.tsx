import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { schedulesCopy } from "~/shared/copy/schedules";
import { paths } from "~/shared/paths";
import type { WhatPlays } from "~/shared/schedules/evaluate";
import type { Schedule } from "~/shared/schedules/schema";
import { useNow } from "~/web/lib/use-now";
import { playingText } from "./playing-text";

/**
 * The player's line on what plays and why ("Comidas · Lista Jazz suave, hasta las
 * 16:00"), linked to the programme; where several zones could be meant, led by its zone's
 * name ("Cafetería Lumen · Terraza").
 */
export function ScheduleStatus({
  schedule,
  plays,
  zone,
}: {
  schedule: Schedule;
  plays: WhatPlays;
  zone?: string;
}) {
  const now = useNow(30_000);
  const text = playingText(plays, schedule.sources, schedule.timeZone, new Date(now));
  return (
    <p
      role="status"
      className="flex min-w-0 items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900"
    >
      <CalendarClock className="size-4 shrink-0" aria-hidden />
      <Link
        to={paths.dashboard.establishmentSchedule(schedule.establishmentId, schedule.zoneId)}
        className="min-w-0 rounded font-medium hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {zone ? (
          <>
            <span className="sr-only">{schedulesCopy.player.labelOf} </span>
            <span className="font-semibold">{zone}</span>: {text}
          </>
        ) : (
          <>
            <span className="sr-only">{schedulesCopy.player.label}: </span>
            {text}
          </>
        )}
      </Link>
    </p>
  );
}
