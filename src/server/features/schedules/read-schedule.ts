import { eq } from "drizzle-orm";
import type { Schedule } from "~/shared/schemas/schedules";
import type { Database } from "../../db/client";
import { schedule } from "../../db/schema";
import { ownedEstablishment } from "./owned-establishment";
import { toSchedule } from "./to-schedule";

/** The programme of one of the user's establishments; null when it has none. */
export async function readSchedule(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  now?: Date;
}): Promise<Schedule | null> {
  const { db, userId, establishmentId } = options;
  const { timeZone } = await ownedEstablishment(db, { userId, establishmentId });
  const [row] = await db.select().from(schedule).where(eq(schedule.zoneId, establishmentId));
  if (!row) return null;
  return toSchedule(db, { userId, row, timeZone, now: options.now ?? new Date() });
}
