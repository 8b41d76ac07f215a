import { eq } from "drizzle-orm";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { Schedule, ScheduleOverride } from "~/shared/schedules/schema";
import { schedule } from "../../domain/schedules/tables";
import { AppError } from "../../domain/app-error";
import { refusal } from "./refusal";
import { changeSchedule, type ScheduleChange } from "./schedule-zone";
import { toSchedule } from "./to-schedule";
import { usableSources } from "./usable-sources";

/** "Poner esta lista hasta las …" reaches a day ahead at most: it must end by itself. */
export const MAX_OVERRIDE_MS = 24 * 60 * 60_000;

/**
 * "Poner esta lista hasta las {hora}": the programme gives way to one source until a time
 * in the next 24 hours by the server's clock. Only over a programme: without one, the
 * player already plays what is chosen by hand. `until` is kept as a UTC instant.
 */
export async function setScheduleOverride(
  options: ScheduleChange & { override: ScheduleOverride },
): Promise<Schedule> {
  const { userId } = options;
  const now = options.now ?? new Date();
  const until = new Date(options.override.until);
  return changeSchedule(options, async (tx, { zoneId, timeZone }) => {
    const [current] = await tx
      .select({ zoneId: schedule.zoneId })
      .from(schedule)
      .where(eq(schedule.zoneId, zoneId))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", schedulesCopy.errors.noSchedule);
    if (until.getTime() <= now.getTime())
      throw refusal([{ path: "until", message: schedulesCopy.errors.overrideInPast }]);
    if (until.getTime() > now.getTime() + MAX_OVERRIDE_MS)
      throw refusal([{ path: "until", message: schedulesCopy.errors.overrideTooFar }]);
    await usableSources(tx, {
      userId,
      placed: [{ path: "source", source: options.override.source }],
    });
    const [row] = await tx
      .update(schedule)
      .set({ override: { ...options.override, until: until.toISOString() }, updatedAt: now })
      .where(eq(schedule.zoneId, zoneId))
      .returning();
    if (!row) throw new Error("the locked schedule vanished");
    return toSchedule(tx, { userId, row, timeZone, now });
  });
}
