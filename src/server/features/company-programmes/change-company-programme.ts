import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { companyProgramme } from "../../domain/schedules/tables";
import { ownedProgramme } from "./owned-programme";

/** Renames a company programme, or lets its zones' managers change them locally or not. */
export function changeCompanyProgramme(options: {
  db: Database;
  ownerId: string;
  programmeId: string;
  change: { name?: string | undefined; localChanges?: boolean | undefined };
  now: Date;
}): Promise<void> {
  const { name, localChanges } = options.change;
  return options.db.transaction(async (tx) => {
    await ownedProgramme(tx, { ...options, lock: true });
    await tx
      .update(companyProgramme)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(localChanges === undefined ? {} : { localChanges }),
        updatedAt: options.now,
      })
      .where(eq(companyProgramme.id, options.programmeId));
  });
}
