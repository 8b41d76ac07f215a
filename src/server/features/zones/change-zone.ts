import { zonesCopy } from "~/shared/copy/zones";
import type { Database, Transaction } from "../../domain/database";
import type { ZoneRow } from "../../domain/zones/tables";
import { zoneOfAccount } from "../../domain/zones/zone-of-account";

/**
 * Changes one of the owner's zones in one transaction, its establishment's row locked
 * first, as every change to its zones.
 */
export function changeZone<T>(
  options: { db: Database; userId: string; zoneId: string },
  change: (tx: Transaction, found: ZoneRow) => Promise<T>,
): Promise<T> {
  return options.db.transaction(async (tx) => {
    const { row } = await zoneOfAccount(tx, {
      ownerId: options.userId,
      target: { zoneId: options.zoneId },
      notFound: zonesCopy.errors.notFound,
      lock: "establishment",
    });
    return change(tx, row);
  });
}
