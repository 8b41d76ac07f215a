import { teamCopy } from "~/shared/copy/team";
import type { Database } from "../../domain/database";
import { AppError } from "../../domain/app-error";
import { ownerEstablishments, type OwnerEstablishments } from "./owner-establishments";

/**
 * The establishments and zones an owner chose for a person, each checked to be the
 * owner's and listed: anything else is refused, never silently dropped. Answers them
 * named, with the ids to store (a zone of an establishment given whole is not stored).
 */
export async function chosenEstablishments(
  db: Pick<Database, "select">,
  ownerId: string,
  input: { establishmentIds: readonly string[]; zoneIds?: readonly string[] | undefined },
): Promise<OwnerEstablishments & { establishmentIds: string[]; zoneIds: string[] }> {
  const establishmentIds = [...new Set(input.establishmentIds)];
  const zoneIds = [...new Set(input.zoneIds ?? [])];
  const chosen = await ownerEstablishments(db, ownerId, { establishmentIds, zoneIds });
  if (chosen.establishments.length !== establishmentIds.length)
    throw new AppError("BAD_REQUEST", teamCopy.errors.unknownEstablishment);
  // Every zone is the owner's: one kept, or one of an establishment given whole.
  const known = await ownerEstablishments(db, ownerId, { establishmentIds: [], zoneIds });
  if (known.zones.length !== zoneIds.length)
    throw new AppError("BAD_REQUEST", teamCopy.errors.unknownZone);
  return { ...chosen, establishmentIds, zoneIds: chosen.zones.map((zone) => zone.id) };
}
