import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playLogSeal, playLogSealTimestamp } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import type { RetentionClock } from "./anchor-rule";
import {
  TIME_STAMP_WINDOW_HOURS,
  TIME_STAMP_WINDOW_MS,
} from "../../infra/timestamping/time-stamp-queue";
import { sealDigest, sealName } from "./seal-text";
import type { TimeStampCheck } from "./time-stamp-authority";
import { verifyPlayChain, type ChainBreak } from "./verify-play-chain";

export interface PlayLogReport {
  establishments: number;
  plays: number;
  breaks: ChainBreak[];
}

/**
 * Verifies every chain — one per zone, archived ones too (decision 023) — of every
 * establishment (or one), one after another, each walked in pages and held against its
 * seals, its anchor against the retention period (`retentionYears`, as of `now`; decision
 * 033). Every zone is looked at, not only those with a head: rows whose head was deleted
 * are a break too. Then each seal's time stamp: one that was due and never came, or came
 * later than the stamping job could have asked for it, is named; `checkTimeStamp` also
 * checks each stored token against its seal's digest (the caller brings the verifier).
 */
export async function verifyPlayLog(
  options: RetentionClock & {
    db: Database;
    establishmentId?: string;
    progress?: (line: string) => void;
    checkTimeStamp?: TimeStampCheck;
  },
): Promise<PlayLogReport> {
  const { db } = options;
  const now = options.now ?? new Date();
  const chains = await db
    .select({ establishmentId: zone.establishmentId, zoneId: zone.id })
    .from(zone)
    .where(options.establishmentId ? eq(zone.establishmentId, options.establishmentId) : undefined)
    .orderBy(asc(zone.establishmentId), asc(zone.id));

  const report: PlayLogReport = {
    establishments: new Set(chains.map((chain) => chain.establishmentId)).size,
    plays: 0,
    breaks: [],
  };
  for (const [index, { establishmentId, zoneId }] of chains.entries()) {
    const chain = await verifyPlayChain({
      db,
      establishmentId,
      zoneId,
      retentionYears: options.retentionYears,
      now,
      onProgress: (plays) =>
        options.progress?.(
          `chain ${index + 1}/${chains.length} (establishment ${establishmentId}, zone ${zoneId}): ${plays} plays checked`,
        ),
    });
    report.plays += chain.plays;
    if (chain.break) report.breaks.push(chain.break);
    report.breaks.push(
      ...(await checkTimeStamps(db, { establishmentId, zoneId }, now, options.checkTimeStamp)),
    );
  }
  return report;
}

/**
 * Each seal of one zone whose time stamp does not hold, named (decision 033): a token that
 * fails the verifier; a token made more than the stamping job's window after its seal —
 * the job stops trying by then, so such a token was obtained afterwards, for a seal written
 * afterwards with an older date; and a seal that asked for a token (`stampRequested`) and
 * has none once that window has passed. The token's own time is used when the verifier
 * read it, else the time stored beside it.
 */
async function checkTimeStamps(
  db: Database,
  { establishmentId, zoneId }: { establishmentId: string; zoneId: string },
  now: Date,
  check: TimeStampCheck | undefined,
): Promise<ChainBreak[]> {
  const seals = await db
    .select({
      seal: playLogSeal,
      response: playLogSealTimestamp.response,
      genTime: playLogSealTimestamp.genTime,
    })
    .from(playLogSeal)
    .leftJoin(playLogSealTimestamp, eq(playLogSealTimestamp.sealId, playLogSeal.id))
    .where(
      and(
        eq(playLogSeal.zoneId, zoneId),
        or(isNotNull(playLogSealTimestamp.sealId), eq(playLogSeal.stampRequested, true)),
      ),
    )
    .orderBy(asc(playLogSeal.sealedAt));
  const breaks: ChainBreak[] = [];
  const broken = (seq: number, problem: string) =>
    breaks.push({ establishmentId, zoneId, seq, problem });
  for (const { seal, response, genTime: storedGenTime } of seals) {
    const afterSeal = (moment: Date) => moment.getTime() - seal.sealedAt.getTime();
    if (!response || !storedGenTime) {
      if (afterSeal(now) > TIME_STAMP_WINDOW_MS)
        broken(
          seal.seq,
          `${sealName(seal)} has no time stamp, though one was asked for when it was sealed and the stamping job stops trying ${TIME_STAMP_WINDOW_HOURS} hours after (the token was removed, or never obtained)`,
        );
      continue;
    }
    let genTime = storedGenTime;
    if (check) {
      const verdict = await check({ digest: sealDigest(seal), response });
      if ("problem" in verdict) {
        broken(seal.seq, `the time stamp of ${sealName(seal)} does not hold: ${verdict.problem}`);
        continue;
      }
      genTime = verdict.genTime;
    }
    if (afterSeal(genTime) > TIME_STAMP_WINDOW_MS)
      broken(
        seal.seq,
        `the time stamp of ${sealName(seal)} was made at ${genTime.toISOString()}, ${Math.floor(afterSeal(genTime) / 3_600_000)} hours after the seal: obtained after the fact, the seal was rewritten`,
      );
  }
  return breaks;
}
