import { inArray, isNull, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import type { BlockPlace } from "~/shared/blocked-songs/schema";
import type { Database } from "../../domain/database";
import { namedZonesOf } from "../../domain/zones/live-zones";

/**
 * The blocks and trail lines a person sees (decision 045): the owner, all; a member, those
 * of every zone and of the zones they work in — for a manager, their establishments'.
 * One query for a member, none for the owner.
 */
export async function visiblePlaces(
  db: Pick<Database, "select">,
  account: TeamAccount,
): Promise<(zoneColumn: PgColumn) => SQL | undefined> {
  if (account.teamRole === "owner") return () => undefined;
  const zoneIds = (await namedZonesOf(db, { ownerId: account.ownerId }))
    .filter((zone) =>
      worksInZone(account, { id: zone.zoneId, establishmentId: zone.establishmentId }),
    )
    .map((zone) => zone.zoneId);
  return (zoneColumn) =>
    zoneIds.length ? or(isNull(zoneColumn), inArray(zoneColumn, zoneIds)) : isNull(zoneColumn);
}

/** A block's place from its columns: null when it is every zone's. */
export const placeOf = (row: {
  zoneId: string | null;
  zoneName: string | null;
  establishmentName: string | null;
}): BlockPlace | null =>
  row.zoneId === null
    ? null
    : {
        zoneId: row.zoneId,
        zoneName: row.zoneName ?? "",
        establishmentName: row.establishmentName ?? "",
      };
