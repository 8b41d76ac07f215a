import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playbackClaim } from "../../domain/playback-claims/tables";
import type { Claim } from "./check-plays";

/**
 * A zone's claims (decisions 018, 023, 034) that bear on the moments from `from` to `to`:
 * the one in force at `from` (the latest before it) and every later one up to `to`, in
 * order. One statement, an index range on (zone_id, claimed_at).
 */
export async function zoneClaimsBetween(
  db: Pick<Database, "select">,
  zoneId: string,
  from: Date,
  to: Date,
): Promise<Claim[]> {
  const inForce = db
    .select({ at: sql`max(${playbackClaim.claimedAt})` })
    .from(playbackClaim)
    .where(and(eq(playbackClaim.zoneId, zoneId), lte(playbackClaim.claimedAt, from)));
  return db
    .select({
      deviceId: playbackClaim.deviceId,
      sessionId: playbackClaim.sessionId,
      claimedAt: playbackClaim.claimedAt,
    })
    .from(playbackClaim)
    .where(
      and(
        eq(playbackClaim.zoneId, zoneId),
        gte(playbackClaim.claimedAt, sql`coalesce((${inForce}), '-infinity'::timestamptz)`),
        lte(playbackClaim.claimedAt, to),
      ),
    )
    .orderBy(asc(playbackClaim.claimedAt));
}
