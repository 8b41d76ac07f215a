import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { schedule } from "../../db/schema";
import { ownedEstablishment } from "./owned-establishment";

/**
 * Removes an establishment's programme and any manual choice with it: its player plays
 * as it did before schedules. Nothing to remove is no error.
 */
export async function deleteSchedule(options: {
  db: Database;
  userId: string;
  establishmentId: string;
}): Promise<void> {
  const { userId, establishmentId } = options;
  await options.db.transaction(async (tx) => {
    await ownedEstablishment(tx, { userId, establishmentId, lock: true });
    await tx.delete(schedule).where(eq(schedule.zoneId, establishmentId));
  });
}
