import { and, eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { schedule } from "../../domain/schedules/tables";
import { ownedProgramme } from "./owned-programme";

/**
 * "Dejar de seguir": the zone stops following the company programme and keeps the
 * programme it plays now as its own. A zone that did not follow it is left as it is.
 */
export function detachZone(options: {
  db: Database;
  ownerId: string;
  programmeId: string;
  zoneId: string;
  now: Date;
}): Promise<void> {
  return options.db.transaction(async (tx) => {
    await ownedProgramme(tx, { ...options, lock: true });
    await tx
      .update(schedule)
      .set({ companyProgrammeId: null, updatedAt: options.now })
      .where(
        and(
          eq(schedule.zoneId, options.zoneId),
          eq(schedule.companyProgrammeId, options.programmeId),
        ),
      );
  });
}
