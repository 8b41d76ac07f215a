import { eq } from "drizzle-orm";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { Schedule } from "~/shared/schemas/schedules";
import type { Database } from "../../db/client";
import { schedule } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { ownedEstablishment } from "./owned-establishment";
import { toSchedule } from "./to-schedule";

/** "Volver a la programación": the manual choice ends now (none is no error). */
export async function clearScheduleOverride(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  now?: Date;
}): Promise<Schedule> {
  const { userId, establishmentId } = options;
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const { timeZone } = await ownedEstablishment(tx, { userId, establishmentId, lock: true });
    const [row] = await tx
      .update(schedule)
      .set({ override: null, updatedAt: now })
      .where(eq(schedule.zoneId, establishmentId))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", schedulesCopy.errors.noSchedule);
    return toSchedule(tx, { userId, row, timeZone, now });
  });
}
