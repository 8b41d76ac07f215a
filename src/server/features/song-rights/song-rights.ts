import { eq } from "drizzle-orm";
import type { SongRightsInput } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { songRights } from "../../domain/catalog/rights-tables";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import { findContract, type ContractSummary } from "./contracts";
import type { SongRightsDeps } from "./deps";
import { rightsJoin, toRightsStatus, type SongRightsStatus } from "./song-rights-status";
import { missingWords } from "./missing-words";

export interface SongRightsAnswer {
  songId: string;
  rights: (Omit<SongRightsInput, "managedBy"> & { managedBy: string[] }) | null;
  contract: Omit<ContractSummary, "songCount"> | null;
  status: SongRightsStatus;
}

/** A song's rights, its contract and whether it may be published. */
export async function getSongRights(
  deps: Pick<SongRightsDeps, "db">,
  songId: string,
  now = new Date(),
): Promise<SongRightsAnswer> {
  const [row] = await rightsJoin(deps.db).where(eq(song.id, songId));
  if (!row) throw new AppError("NOT_FOUND", "No such song");
  return {
    songId,
    rights: row.rights
      ? {
          authors: row.rights.authors,
          performer: row.rights.performer,
          masterOwner: row.rights.masterOwner,
          contractId: row.rights.contractId,
          managedBy: row.rights.managedBy,
        }
      : null,
    contract: row.contract
      ? {
          id: row.contract.id,
          reference: row.contract.reference,
          licensor: row.contract.licensor,
          signedOn: row.contract.signedOn,
          territories: row.contract.territories,
          validFrom: row.contract.validFrom,
          validUntil: row.contract.validUntil,
          hasDocument: row.contract.documentKey !== null,
        }
      : null,
    status: toRightsStatus(row, now),
  };
}

/**
 * Writes a song's rights. A published song keeps playing only on rights that would let it
 * be published: a change that would leave it unlicensed is refused, not applied.
 */
export async function setSongRights(
  deps: Pick<SongRightsDeps, "db" | "events">,
  options: { songId: string; rights: SongRightsInput; now?: Date },
): Promise<SongRightsAnswer> {
  await findContract(deps, options.rights.contractId);
  const answer = await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: song.id })
      .from(song)
      .where(eq(song.id, options.songId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", "No such song");
    await tx
      .insert(songRights)
      .values({ songId: options.songId, ...options.rights })
      .onConflictDoUpdate({ target: songRights.songId, set: { ...options.rights } });
    const written = await getSongRights({ db: tx }, options.songId, options.now);
    if (written.status.published && written.status.missing.length)
      throw new AppError(
        "CONFLICT",
        songRightsCopy.errors.notPublishable(missingWords(written.status.missing)),
      );
    return written;
  });
  await deps.events.publish({ topic: "catalog" });
  return answer;
}
