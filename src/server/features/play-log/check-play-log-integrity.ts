import { and, asc, desc, eq, gt, gte, lte } from "drizzle-orm";
import type { PlayLogIntegrity } from "~/shared/play-log/seals-schema";
import type { Database } from "../../domain/database";
import { playLog, playLogSeal, type PlayLogSealRow } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import type { AppDeps } from "../../deps";
import { anchorCutoff, findAnchorProblem, type RetentionClock } from "./anchor-rule";
import { chainEnds } from "./chain-ends";
import { GENESIS_HASH, hashMatches } from "./play-chain";
import { sealName } from "./seal-text";

/**
 * Rows one public check may walk. Seals are made daily, so the rows between two seals are
 * one day's plays of one establishment — hundreds, rarely thousands. Past this the walk
 * stops and vouches only for what it read (a sealing job that failed for weeks).
 */
const WINDOW_LIMIT = 5000;

interface ChainPoint {
  seq: number;
  hash: string;
  /** Set when the point is a seal (its row must be there, with that hash). */
  seal?: PlayLogSealRow;
}

export interface IntegrityCheck {
  integrity: PlayLogIntegrity;
  problem: string | null;
}

/**
 * What the public verification page checks before it answers (decision 016), with
 * bounded work: the head is not behind the latest seal; the rows from the latest seal to
 * the head hold; and, given a moment `at`, the rows between the seals around the play
 * that answers it (the last one started at or before `at`) hold and end on the later
 * seal's hash. A full walk of every chain is `verify-play-log`'s job. One zone's chain
 * (decision 023): by default the establishment's Principal zone, whose id is its own.
 * Where retention has anchored the chain, the anchor must be one it could have written
 * (decision 033), as of `now` and PLAY_LOG_RETENTION_YEARS: two index probes.
 */
export async function checkPlayLogIntegrity(
  options: RetentionClock & {
    db: Database;
    establishmentId: string;
    zoneId?: string;
    at?: Date;
  },
): Promise<IntegrityCheck> {
  const { db, at } = options;
  const zoneId = options.zoneId ?? options.establishmentId;
  const [{ anchor, head }, [latest]] = await Promise.all([
    chainEnds(db, zoneId),
    db
      .select()
      .from(playLogSeal)
      .where(eq(playLogSeal.zoneId, zoneId))
      .orderBy(desc(playLogSeal.seq))
      .limit(1),
  ]);
  const altered = (problem: string): IntegrityCheck => ({ integrity: "altered", problem });
  const headPoint: ChainPoint = head ?? { seq: 0, hash: GENESIS_HASH };
  if (latest && latest.seq > headPoint.seq)
    return altered(
      `the chain ends at row ${headPoint.seq}, but ${sealName(latest)} recorded row ${latest.seq}`,
    );
  if (anchor) {
    const problem = await findAnchorProblem(db, zoneId, anchor, anchorCutoff(options));
    if (problem) return altered(problem);
  }
  const start = { seq: anchor?.seq ?? 0, hash: anchor?.hash ?? GENESIS_HASH };
  const asPoint = (seal: PlayLogSealRow | undefined): ChainPoint | null =>
    seal ? { seq: seal.seq, hash: seal.hash, seal } : null;

  const windows: [ChainPoint | null, ChainPoint][] = [[asPoint(latest), headPoint]];
  if (at) {
    const [answering] = await db
      .select({ seq: playLog.seq })
      .from(playLog)
      .where(and(eq(playLog.zoneId, zoneId), lte(playLog.startedAt, at)))
      .orderBy(desc(playLog.startedAt))
      .limit(1);
    if (answering && latest && answering.seq <= latest.seq) {
      const sealAround = (after: boolean) =>
        db
          .select()
          .from(playLogSeal)
          .where(
            and(
              eq(playLogSeal.zoneId, zoneId),
              after ? gt(playLogSeal.seq, answering.seq) : lte(playLogSeal.seq, answering.seq),
            ),
          )
          .orderBy(after ? asc(playLogSeal.seq) : desc(playLogSeal.seq))
          .limit(1);
      const [[before], [after]] = await Promise.all([sealAround(false), sealAround(true)]);
      // Strictly after: a row removed just after the answering one is inside the window.
      windows.push([asPoint(before), asPoint(after) ?? headPoint]);
    }
  }

  for (const [from, to] of windows) {
    const problem = await walkWindow(db, zoneId, start, from, to);
    if (problem) return altered(problem);
  }
  return { integrity: "intact", problem: null };
}

/**
 * Walks the rows after `from` (a seal, or the chain's start) up to `to`: the row a seal
 * names carries its hash, each row links to the last and hashes to its contents, and the
 * walk ends on `to`'s seq and hash. A seal older than retention's anchor starts at the
 * anchor instead (its row is gone by design).
 */
async function walkWindow(
  db: Database,
  zoneId: string,
  chainStart: { seq: number; hash: string },
  from: ChainPoint | null,
  to: ChainPoint,
): Promise<string | null> {
  let first: ChainPoint = from && from.seq >= chainStart.seq ? from : chainStart;
  if (from?.seal && from.seq === chainStart.seq && from.hash !== chainStart.hash)
    return `the anchor at row ${from.seq} is not what ${sealName(from.seal)} recorded`;
  const sealedRow = first.seal && first.seq > chainStart.seq;
  if (first.seal && !sealedRow) first = { seq: first.seq, hash: first.hash };

  const rows = await db
    .select()
    .from(playLog)
    .where(
      and(
        eq(playLog.zoneId, zoneId),
        gte(playLog.seq, sealedRow ? first.seq : first.seq + 1),
        lte(playLog.seq, to.seq),
      ),
    )
    .orderBy(asc(playLog.seq))
    .limit(WINDOW_LIMIT + 1);

  let expectedSeq = first.seq + 1;
  let expectedPrev = first.hash;
  for (const [index, row] of rows.slice(0, WINDOW_LIMIT).entries()) {
    const { hash } = row;
    if (!hashMatches(row)) return `row ${row.seq} was altered (its hash does not match it)`;
    if (index === 0 && sealedRow && first.seal) {
      if (row.seq !== first.seq)
        return `row ${first.seq}, which ${sealName(first.seal)} recorded, is missing`;
      if (hash !== first.hash)
        return `row ${row.seq} is not the one ${sealName(first.seal)} recorded`;
      continue;
    }
    if (row.seq !== expectedSeq) return `row ${expectedSeq} is missing`;
    if (row.prevHash !== expectedPrev) return `row ${row.seq} does not link to the row before it`;
    expectedSeq = row.seq + 1;
    expectedPrev = hash;
  }
  if (rows.length > WINDOW_LIMIT) return null;
  if (sealedRow && rows.length === 0 && first.seal)
    return `row ${first.seq}, which ${sealName(first.seal)} recorded, is missing`;
  const lastSeq = expectedSeq - 1;
  const name = to.seal ? sealName(to.seal) : "the head";
  if (lastSeq !== to.seq)
    return `the chain stops at row ${lastSeq}, before row ${to.seq} that ${name} names`;
  if (expectedPrev !== to.hash) return `row ${to.seq} is not the one ${name} recorded`;
  return null;
}

/**
 * The check as the certificates' public routes take it, logging what it finds: the zone
 * asked about, or else every zone of the establishment, archived ones too (an
 * establishment's log holds only while each of its chains does).
 */
export function playLogIntegrityChecker(deps: Pick<AppDeps, "database" | "env" | "logger">) {
  const { db } = deps.database;
  return async (query: {
    establishmentId: string;
    zoneId?: string;
    at?: Date;
  }): Promise<PlayLogIntegrity> => {
    const zoneIds = query.zoneId
      ? [query.zoneId]
      : (
          await db
            .select({ id: zone.id })
            .from(zone)
            .where(eq(zone.establishmentId, query.establishmentId))
            .orderBy(asc(zone.id))
        ).map((row) => row.id);
    for (const zoneId of zoneIds) {
      const check = await checkPlayLogIntegrity({
        db,
        ...query,
        zoneId,
        retentionYears: deps.env.PLAY_LOG_RETENTION_YEARS,
      });
      if (check.problem) {
        deps.logger.warn(
          { establishmentId: query.establishmentId, zoneId, problem: check.problem },
          "play log does not match its seals",
        );
        return check.integrity;
      }
    }
    return "intact";
  };
}
