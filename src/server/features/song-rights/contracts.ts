import { randomUUID } from "node:crypto";
import { asc, count, eq, ilike, or } from "drizzle-orm";
import type { LicenceContractInput } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import {
  licenceContract,
  songRights,
  type LicenceContractRow,
} from "../../domain/catalog/rights-tables";
import { AppError } from "../../domain/app-error";
import { isUniqueViolation } from "../../infra/postgres-errors";
import type { SongRightsDeps } from "./deps";

export interface ContractSummary {
  id: string;
  reference: string;
  licensor: string;
  signedOn: string;
  territories: string[];
  validFrom: string;
  validUntil: string | null;
  hasDocument: boolean;
  songCount: number;
}

const toSummary = (row: LicenceContractRow, songCount: number): ContractSummary => ({
  id: row.id,
  reference: row.reference,
  licensor: row.licensor,
  signedOn: row.signedOn,
  territories: row.territories,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  hasDocument: row.documentKey !== null,
  songCount,
});

export async function createContract(
  deps: Pick<SongRightsDeps, "db">,
  input: LicenceContractInput,
): Promise<ContractSummary> {
  try {
    const [row] = await deps.db
      .insert(licenceContract)
      .values({ id: randomUUID(), ...input })
      .returning();
    return toSummary(row as LicenceContractRow, 0);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", songRightsCopy.errors.referenceTaken, {
        issues: [{ path: "reference", message: songRightsCopy.errors.referenceTaken }],
      });
    throw error;
  }
}

/** The contracts, by reference, with how many songs each licenses; searched by reference or licensor. */
export async function listContracts(
  deps: Pick<SongRightsDeps, "db">,
  query: { search: string; page: number; pageSize: number },
): Promise<{ items: ContractSummary[]; total: number; page: number; pageSize: number }> {
  const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = query.search
    ? or(ilike(licenceContract.reference, pattern), ilike(licenceContract.licensor, pattern))
    : undefined;
  const songs = deps.db
    .select({ contractId: songRights.contractId, songs: count().as("songs") })
    .from(songRights)
    .groupBy(songRights.contractId)
    .as("contract_songs");
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select({ contract: licenceContract, songs: songs.songs })
      .from(licenceContract)
      .leftJoin(songs, eq(songs.contractId, licenceContract.id))
      .where(where)
      .orderBy(asc(licenceContract.reference), asc(licenceContract.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(licenceContract).where(where),
  ]);
  return {
    items: rows.map((row) => toSummary(row.contract, Number(row.songs ?? 0))),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findContract(
  deps: Pick<SongRightsDeps, "db">,
  contractId: string,
): Promise<LicenceContractRow> {
  const [row] = await deps.db
    .select()
    .from(licenceContract)
    .where(eq(licenceContract.id, contractId));
  if (!row) throw new AppError("NOT_FOUND", songRightsCopy.errors.contractNotFound);
  return row;
}

/** A contract no song names may go; one that licenses songs stays until they move. */
export async function deleteContract(
  deps: Pick<SongRightsDeps, "db" | "storage">,
  contractId: string,
): Promise<void> {
  const row = await findContract(deps, contractId);
  const [named] = await deps.db
    .select({ total: count() })
    .from(songRights)
    .where(eq(songRights.contractId, contractId));
  if ((named?.total ?? 0) > 0) throw new AppError("CONFLICT", songRightsCopy.errors.contractInUse);
  await deps.db.delete(licenceContract).where(eq(licenceContract.id, contractId));
  if (row.documentKey) await deps.storage.delete(row.documentKey);
}
