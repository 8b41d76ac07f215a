import { eq, sql } from "drizzle-orm";
import type { SongRightsInput } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { songRights, type SongRightsRow } from "../../domain/catalog/rights-tables";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
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

/** The rights a song has, without its row's bookkeeping. */
export const ownRights = (row: SongRightsRow): SongRightsInput => ({
  authors: row.authors,
  performer: row.performer,
  masterOwner: row.masterOwner,
  contractId: row.contractId,
  managedBy: row.managedBy,
});

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
    rights: row.rights ? ownRights(row.rights) : null,
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
    await writeSongRights(
      tx,
      [{ songId: options.songId, rights: options.rights }],
      options.now ?? new Date(),
    );
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

/**
 * Gives each song its whole rights, new or in place of its old ones, in one statement of
 * the caller's transaction (which has locked the songs). One song's edit, a bulk edit of
 * hundreds and a spreadsheet's import all write through here.
 */
export async function writeSongRights(
  tx: Database,
  rows: readonly { songId: string; rights: SongRightsInput }[],
  now: Date,
): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(songRights)
    .values(rows.map((row) => ({ songId: row.songId, ...row.rights })))
    .onConflictDoUpdate({
      target: songRights.songId,
      set: {
        authors: sql`excluded.authors`,
        performer: sql`excluded.performer`,
        masterOwner: sql`excluded.master_owner`,
        contractId: sql`excluded.contract_id`,
        managedBy: sql`excluded.managed_by`,
        updatedAt: now,
      },
    });
}
