import { and, asc, eq, inArray } from "drizzle-orm";
import { worksIn, worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";

const errors = inspectionFilesCopy.errors;

/**
 * One of the account owner's establishments the person works in — archived ones too: their
 * plays are still proof. Another's, or one a manager was not given, is "not found".
 */
export async function fileEstablishment(db: Database, account: TeamAccount, id: string) {
  const [found] = await db
    .select()
    .from(establishment)
    .where(and(eq(establishment.id, id), eq(establishment.userId, account.ownerId)));
  if (!found || !worksIn(account, found.id))
    throw new AppError("NOT_FOUND", errors.establishmentNotFound);
  return found;
}

/**
 * The zones a file covers, in their order: those asked for, or, when none are, every zone
 * the person works in there (a manager given some zones files only those). Archived zones
 * count: what played in them is still proof.
 */
export async function fileZones(
  db: Database,
  account: TeamAccount,
  establishmentId: string,
  asked: readonly string[],
): Promise<{ id: string; name: string }[]> {
  const zones = await db
    .select({ id: zone.id, name: zone.name, establishmentId: zone.establishmentId })
    .from(zone)
    .where(
      and(
        eq(zone.establishmentId, establishmentId),
        asked.length ? inArray(zone.id, [...asked]) : undefined,
      ),
    )
    .orderBy(asc(zone.position), asc(zone.createdAt));
  const theirs = zones.filter((row) => worksInZone(account, row));
  if (asked.length && theirs.length !== new Set(asked).size)
    throw new AppError("NOT_FOUND", errors.zoneNotFound);
  return theirs.map(({ id, name }) => ({ id, name }));
}
