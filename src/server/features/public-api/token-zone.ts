import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { publicApiCopy } from "~/shared/copy/public-api";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { readZone, type ZoneRead } from "../../domain/zones/zone-of-account";

/**
 * A zone a token names, if its creator works there: another account's, or one of the
 * owner's the creator was not given, is "not found", as the team gate answers a session.
 */
export async function tokenZone(
  db: Database,
  account: TeamAccount,
  zoneId: string,
): Promise<ZoneRead> {
  const read = await readZone(db, zoneId);
  if (
    !read ||
    read.ownerId !== account.ownerId ||
    !worksInZone(account, { id: read.row.id, establishmentId: read.row.establishmentId })
  )
    throw new AppError("NOT_FOUND", publicApiCopy.errors.zoneNotFound);
  return read;
}
