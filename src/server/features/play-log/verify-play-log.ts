import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { verifyPlayChain, type ChainBreak } from "./verify-play-chain";

export interface PlayLogReport {
  establishments: number;
  plays: number;
  breaks: ChainBreak[];
}

/**
 * Verifies every establishment's chain (or one), one after another, each walked in pages.
 * Every establishment is looked at, not only those with a head: rows whose head was
 * deleted are a break too.
 */
export async function verifyPlayLog(options: {
  db: Database;
  establishmentId?: string;
  progress?: (line: string) => void;
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
  }
  return report;
}
