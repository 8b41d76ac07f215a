import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { playLogSeal, playLogSealTimestamp, zone } from "../../db/schema";
import { sealDigest } from "./seal-text";
import type { TimeStampCheck } from "./time-stamp-authority";
import { sealName, verifyPlayChain, type ChainBreak } from "./verify-play-chain";

export interface PlayLogReport {
  establishments: number;
  plays: number;
  breaks: ChainBreak[];
}

/**
 * Verifies every chain — one per zone, archived ones too (decision 023) — of every
 * establishment (or one), one after another, each walked in pages and held against its
 * seals. Every zone is looked at, not only those with a head: rows whose head was deleted
 * are a break too. `checkTimeStamp`: also checks each
 * stored time-stamp token against its seal's digest (the caller brings the verifier).
 */
export async function verifyPlayLog(options: {
  db: Database;
  establishmentId?: string;
  progress?: (line: string) => void;
  checkTimeStamp?: TimeStampCheck;
}): Promise<PlayLogReport> {
  const { db } = options;
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
      onProgress: (plays) =>
        options.progress?.(
          `chain ${index + 1}/${chains.length} (establishment ${establishmentId}, zone ${zoneId}): ${plays} plays checked`,
        ),
    });
    report.plays += chain.plays;
    if (chain.break) report.breaks.push(chain.break);
    if (options.checkTimeStamp)
      report.breaks.push(
        ...(await checkTimeStamps(db, { establishmentId, zoneId }, options.checkTimeStamp)),
      );
  }
  return report;
}

/** Each time-stamped seal of one zone whose token does not hold, named. */
async function checkTimeStamps(
  db: Database,
  { establishmentId, zoneId }: { establishmentId: string; zoneId: string },
  check: TimeStampCheck,
): Promise<ChainBreak[]> {
  const stamped = await db
    .select({ seal: playLogSeal, response: playLogSealTimestamp.response })
    .from(playLogSeal)
    .innerJoin(playLogSealTimestamp, eq(playLogSealTimestamp.sealId, playLogSeal.id))
    .where(eq(playLogSeal.zoneId, zoneId))
    .orderBy(asc(playLogSeal.sealedAt));
  const breaks: ChainBreak[] = [];
  for (const { seal, response } of stamped) {
    const problem = await check({ digest: sealDigest(seal), response });
    if (problem)
      breaks.push({
        establishmentId,
        zoneId,
        seq: seal.seq,
        problem: `the time stamp of ${sealName(seal)} does not hold: ${problem}`,
      });
  }
  return breaks;
}
