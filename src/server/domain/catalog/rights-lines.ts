import { eq, inArray } from "drizzle-orm";
import { songRightsCopy } from "~/shared/copy/song-rights";
import type { Database } from "../database";
import { licenceContract, songRights } from "./rights-tables";

/**
 * Each song's rights as one line a person reads ("Autoría: … · Licencia: … · No gestionada
 * por SGAE, AGEDI ni AIE"), for the answers and documents that name what played. Only what
 * a contract makes public: names of authors, performer, owner and licensor, and its
 * reference. A song without rights, or deleted, has no line.
 */
export async function rightsLinesOf(
  db: Database,
  songIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(songIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      songId: songRights.songId,
      authors: songRights.authors,
      performer: songRights.performer,
      masterOwner: songRights.masterOwner,
      managedBy: songRights.managedBy,
      licensor: licenceContract.licensor,
      contractReference: licenceContract.reference,
    })
    .from(songRights)
    .innerJoin(licenceContract, eq(licenceContract.id, songRights.contractId))
    .where(inArray(songRights.songId, ids));
  return new Map(rows.map((row) => [row.songId, songRightsCopy.rightsLine(row)]));
}
