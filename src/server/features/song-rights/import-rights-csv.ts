import { and, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { parseRightsCsv, type CsvProblem, type RightsCsvRow } from "~/shared/catalog/rights-csv";
import { missingRights } from "~/shared/catalog/song-rights";
import { licenceDay } from "~/shared/catalog/licence-days";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { licenceContract, songRights } from "../../domain/catalog/rights-tables";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import type { SongRightsDeps } from "./deps";
import { missingWords } from "./missing-words";
import { writeSongRights } from "./song-rights";

const copy = songRightsCopy.csv;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Rows written per statement: a catalogue of thousands in a handful of round trips. */
const CHUNK = 500;
/** The problems named in the answer; the rest are counted. */
const MAX_PROBLEMS = 50;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

export interface RightsImportReport {
  updated: number;
  published: number;
  withdrawn: number;
}

async function existingSongs(db: Database, ids: string[]) {
  const found = new Map<string, boolean>();
  for (const part of chunks(ids.filter((id) => uuid.test(id)))) {
    const rows = await db
      .select({ id: song.id, publishedAt: song.publishedAt })
      .from(song)
      .where(inArray(song.id, part));
    for (const row of rows) found.set(row.id, row.publishedAt !== null);
  }
  return found;
}

/**
 * A filled-in export of the catalogue's rights, applied whole or not at all: every line is
 * checked first (its song, its contract, whether it may be published today) and, with a
 * single problem, nothing changes and each problem is named with its line.
 */
export async function importRightsCsv(
  deps: Pick<SongRightsDeps, "db" | "events">,
  options: { text: string; now?: Date },
): Promise<RightsImportReport> {
  const now = options.now ?? new Date();
  const { rows, problems } = parseRightsCsv(options.text);
  const published = await existingSongs(
    deps.db,
    rows.map((row) => row.songId),
  );
  const references = [...new Set(rows.flatMap((row) => row.rights?.contractReference ?? []))];
  const contracts = new Map(
    (references.length
      ? await deps.db
          .select()
          .from(licenceContract)
          .where(inArray(licenceContract.reference, references))
      : []
    ).map((contract) => [contract.reference, contract]),
  );
  const currentContracts = await contractsOfSongs(deps.db, rows);
  const today = licenceDay(now);
  for (const row of rows) {
    const problem = (message: string) => problems.push({ line: row.line, message });
    if (!published.has(row.songId)) {
      problem(copy.unknownSong);
      continue;
    }
    const contract = row.rights
      ? contracts.get(row.rights.contractReference)
      : currentContracts.get(row.songId);
    if (row.rights && !contract) {
      problem(copy.unknownContract(row.rights.contractReference));
      continue;
    }
    const playing = row.publish ?? published.get(row.songId);
    if (!playing || row.publish === false) continue;
    if (!contract) {
      problem(copy.publishWithoutRights);
      continue;
    }
    const missing = missingRights(
      { ...contract, hasDocument: contract.documentKey !== null },
      today,
    );
    if (missing.length) problem(songRightsCopy.errors.notPublishable(missingWords(missing)));
  }
  if (problems.length) throw importProblems(problems);

  const report = await deps.db.transaction(async (tx) => {
    const withRights = rows.filter((row) => row.rights);
    for (const part of chunks(withRights)) {
      const written = part.map((row) => {
        const rights = row.rights as NonNullable<RightsCsvRow["rights"]>;
        return {
          songId: row.songId,
          rights: {
            authors: rights.authors,
            performer: rights.performer,
            masterOwner: rights.masterOwner,
            contractId: (contracts.get(rights.contractReference) as { id: string }).id,
            managedBy: rights.managedBy,
          },
        };
      });
      await writeSongRights(tx, written, now);
    }
    let publishedCount = 0;
    for (const part of chunks(rows.filter((row) => row.publish === true).map((row) => row.songId)))
      publishedCount += (
        await tx
          .update(song)
          .set({ publishedAt: now, withdrawnReason: null })
          .where(and(inArray(song.id, part), isNull(song.publishedAt)))
          .returning({ id: song.id })
      ).length;
    let withdrawn = 0;
    for (const part of chunks(rows.filter((row) => row.publish === false).map((row) => row.songId)))
      withdrawn += (
        await tx
          .update(song)
          .set({ publishedAt: null, withdrawnReason: "by_admin" })
          .where(and(inArray(song.id, part), isNotNull(song.publishedAt)))
          .returning({ id: song.id })
      ).length;
    return { updated: withRights.length, published: publishedCount, withdrawn };
  });
  await deps.events.publish({ topic: "catalog" });
  return report;
}

/** The contracts the songs of rows without new rights already have. */
async function contractsOfSongs(db: Database, rows: RightsCsvRow[]) {
  const ids = rows.filter((row) => !row.rights && row.publish).map((row) => row.songId);
  const found = new Map<string, typeof licenceContract.$inferSelect>();
  for (const part of chunks(ids.filter((id) => uuid.test(id)))) {
    const joined = await db
      .select({ songId: songRights.songId, contract: licenceContract })
      .from(songRights)
      .innerJoin(licenceContract, sql`${licenceContract.id} = ${songRights.contractId}`)
      .where(inArray(songRights.songId, part));
    for (const row of joined) found.set(row.songId, row.contract);
  }
  return found;
}

function importProblems(problems: CsvProblem[]): AppError {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  const named = sorted.slice(0, MAX_PROBLEMS).map((problem) => ({
    path: `line ${problem.line}`,
    message: problem.line === 0 ? problem.message : copy.atLine(problem.line, problem.message),
  }));
  if (sorted.length > MAX_PROBLEMS)
    named.push({ path: "file", message: copy.andMore(sorted.length - MAX_PROBLEMS) });
  return new AppError("BAD_REQUEST", named[0]?.message ?? copy.empty, { issues: named });
}
