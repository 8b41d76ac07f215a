import { eq } from "drizzle-orm";
import type { Schedule } from "~/shared/schedules/schema";
import type { Database } from "../../domain/database";
import { schedule } from "../../domain/schedules/tables";
import type { ZoneRead, ZoneTarget } from "../../domain/zones/zone-of-account";
import { scheduleZone } from "./schedule-zone";
import { toSchedule } from "./to-schedule";

/** The programme of one of the user's establishments; null when it has none. */
export async function readSchedule(options: {
  db: Database;
  userId: string;
  target: ZoneTarget;
  /** The zone as this request already read it (the team gate's). */
  read?: ZoneRead | undefined;
  now?: Date;
}): Promise<Schedule | null> {
  const { db, userId } = options;
  const { zoneId, timeZone } = await scheduleZone(db, options);
  const [row] = await db.select().from(schedule).where(eq(schedule.zoneId, zoneId));
  if (!row) return null;
  return toSchedule(db, { userId, row, timeZone, now: options.now ?? new Date() });
}
