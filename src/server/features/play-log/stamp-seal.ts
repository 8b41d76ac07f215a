import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playLogSeal, playLogSealTimestamp } from "../../domain/play-log/tables";
import { sealDigest } from "./seal-text";
import type { TimeStampAuthority } from "./time-stamp-authority";

/**
 * Asks the time-stamp authority to sign a seal's digest and stores its answer. Done at
 * most once per seal: a seal already stamped (a retried job) is left as it is, and a
 * seal that no longer exists (a job queued before seals outlived their establishment,
 * decision 033) is nothing to do.
 */
export async function stampSeal(options: {
  db: Database;
  sealId: string;
  authority: TimeStampAuthority;
}): Promise<"stamped" | "already" | "gone"> {
  const { db, sealId } = options;
  const [seal] = await db.select().from(playLogSeal).where(eq(playLogSeal.id, sealId));
  if (!seal) return "gone";
  const [stamped] = await db
    .select({ sealId: playLogSealTimestamp.sealId })
    .from(playLogSealTimestamp)
    .where(eq(playLogSealTimestamp.sealId, sealId));
  if (stamped) return "already";

  const token = await options.authority.stamp(sealDigest(seal));
  const inserted = await db
    .insert(playLogSealTimestamp)
    .values({ sealId, ...token })
    .onConflictDoNothing()
    .returning({ sealId: playLogSealTimestamp.sealId });
  return inserted.length > 0 ? "stamped" : "already";
}
