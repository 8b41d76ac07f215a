import type { ProgrammeTarget, ProgrammeZone } from "~/shared/company-programmes/schema";
import type { Database } from "../../domain/database";
import { applyProgramme } from "./apply-programme";
import { ownedProgramme } from "./owned-programme";

/** "Aplicar a más zonas": the zones a target names follow the owner's company programme. */
export function applyCompanyProgramme(options: {
  db: Database;
  ownerId: string;
  programmeId: string;
  target: ProgrammeTarget;
  now: Date;
}): Promise<ProgrammeZone[]> {
  return options.db.transaction(async (tx) => {
    await ownedProgramme(tx, { ...options, lock: true });
    return applyProgramme(tx, options);
  });
}
