import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { companyProgramme } from "../../domain/schedules/tables";
import { ownedProgramme } from "./owned-programme";

/**
 * Deletes a company programme. Its zones keep the programme they play now as their own
 * (the schedule's reference is set to null by the database).
 */
export function deleteCompanyProgramme(options: {
  db: Database;
  ownerId: string;
  programmeId: string;
}): Promise<void> {
  return options.db.transaction(async (tx) => {
    await ownedProgramme(tx, { ...options, lock: true });
    await tx.delete(companyProgramme).where(eq(companyProgramme.id, options.programmeId));
  });
}
