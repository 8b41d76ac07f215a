import { eq, inArray } from "drizzle-orm";
import { missingRights, type MissingRight } from "~/shared/catalog/song-rights";
import { licenceDay } from "~/shared/catalog/licence-days";
import { licenceContract, songRights } from "../../domain/catalog/rights-tables";
import { song } from "../../domain/catalog/tables";
import type { Database } from "../../domain/database";

export interface SongRightsStatus {
  songId: string;
  published: boolean;
  withdrawnReason: "licence_ended" | "by_admin" | null;
  /** What keeps it from being published today; empty: it may be. */
  missing: MissingRight[];
  /** The last day its licence covers; null: no end, or no licence yet. */
  licensedUntil: string | null;
}

/** The rows `status` reads: a song, its rights and its contract, all in one join. */
export const rightsJoin = (db: Database) =>
  db
    .select({
      songId: song.id,
      publishedAt: song.publishedAt,
      withdrawnReason: song.withdrawnReason,
      rights: songRights,
      contract: licenceContract,
    })
    .from(song)
    .leftJoin(songRights, eq(songRights.songId, song.id))
    .leftJoin(licenceContract, eq(licenceContract.id, songRights.contractId))
    .$dynamic();

type RightsRow = Awaited<ReturnType<ReturnType<typeof rightsJoin>["execute"]>>[number];

export function toRightsStatus(row: RightsRow, now: Date): SongRightsStatus {
  const contract = row.contract
    ? {
        territories: row.contract.territories,
        validFrom: row.contract.validFrom,
        validUntil: row.contract.validUntil,
        hasDocument: row.contract.documentKey !== null,
      }
    : null;
  return {
    songId: row.songId,
    published: row.publishedAt !== null,
    withdrawnReason: row.withdrawnReason,
    missing: missingRights(contract, licenceDay(now)),
    licensedUntil: row.contract?.validUntil ?? null,
  };
}

/** Each song's publication and what it lacks, for the admin's songs table (a page at a time). */
export async function songRightsStatus(
  db: Database,
  songIds: readonly string[],
  now = new Date(),
): Promise<SongRightsStatus[]> {
  if (!songIds.length) return [];
  const rows = await rightsJoin(db).where(inArray(song.id, [...songIds]));
  return rows.map((row) => toRightsStatus(row, now));
}
