import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { establishment, playLogSeal, playLogSealTimestamp } from "../../db/schema";
import { sealDigest } from "./seal-text";
import type { TimeStampCheck } from "./time-stamp-authority";
import { sealName, verifyPlayChain, type ChainBreak } from "./verify-play-chain";

export interface PlayLogReport {
  establishments: number;
  plays: number;
  breaks: ChainBreak[];
}

/**
 * Verifies every establishment's chain (or one), one after another, each walked in pages
 * and held against its seals. Every establishment is looked at, not only those with a
 * head: rows whose head was deleted are a break too. `checkTimeStamp`: also checks each
 * stored time-stamp token against its seal's digest (the caller brings the verifier).
 */
export async function verifyPlayLog(options: {
  db: Database;
  establishmentId?: string;
  progress?: (line: string) => void;
  checkTimeStamp?: TimeStampCheck;
}): Promise<PlayLogReport> {
  const { db } = options;
  const ids = (
    await db
      .select({ id: establishment.id })
      .from(establishment)
      .where(options.establishmentId ? eq(establishment.id, options.establishmentId) : undefined)
      .orderBy(asc(establishment.id))
  ).map((row) => row.id);

  const report: PlayLogReport = { establishments: ids.length, plays: 0, breaks: [] };
  for (const [index, establishmentId] of ids.entries()) {
    const chain = await verifyPlayChain({
      db,
      establishmentId,
      onProgress: (plays) =>
        options.progress?.(
          `establishment ${index + 1}/${ids.length} (${establishmentId}): ${plays} plays checked`,
        ),
    });
    report.plays += chain.plays;
    if (chain.break) report.breaks.push(chain.break);
    if (options.checkTimeStamp)
      report.breaks.push(...(await checkTimeStamps(db, establishmentId, options.checkTimeStamp)));
  }
  return report;
}

/** Each time-stamped seal of one establishment whose token does not hold, named. */
async function checkTimeStamps(
  db: Database,
  establishmentId: string,
  check: TimeStampCheck,
): Promise<ChainBreak[]> {
  const stamped = await db
    .select({ seal: playLogSeal, response: playLogSealTimestamp.response })
    .from(playLogSeal)
    .innerJoin(playLogSealTimestamp, eq(playLogSealTimestamp.sealId, playLogSeal.id))
    .where(eq(playLogSeal.establishmentId, establishmentId))
    .orderBy(asc(playLogSeal.sealedAt));
  const breaks: ChainBreak[] = [];
  for (const { seal, response } of stamped) {
    const problem = await check({ digest: sealDigest(seal), response });
    if (problem)
      breaks.push({
        establishmentId,
        seq: seal.seq,
        problem: `the time stamp of ${sealName(seal)} does not hold: ${problem}`,
      });
  }
  return breaks;
}
