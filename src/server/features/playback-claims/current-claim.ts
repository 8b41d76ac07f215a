import { desc, eq } from "drizzle-orm";
import type { PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Database } from "../../db/client";
import { playbackClaim } from "../../db/schema";

export type ClaimRow = typeof playbackClaim.$inferSelect;

/** A zone's current claim: its latest row (the index's last entry), if any. */
export async function currentClaim(
  db: Pick<Database, "select">,
  zoneId: string,
): Promise<ClaimRow | null> {
  const [latest] = await db
    .select()
    .from(playbackClaim)
    .where(eq(playbackClaim.zoneId, zoneId))
    .orderBy(desc(playbackClaim.claimedAt))
    .limit(1);
  return latest ?? null;
}

/** The claim as the device `deviceId` sees it at `now`. */
export function claimState(
  claim: ClaimRow | null,
  deviceId: string,
  now: Date,
): PlaybackClaimState {
  if (!claim) return { holder: "nobody", claimedAt: null, seenSecondsAgo: null };
  return {
    holder: claim.deviceId === deviceId ? "this-device" : "other-device",
    claimedAt: claim.claimedAt.toISOString(),
    seenSecondsAgo: Math.max(0, Math.round((now.getTime() - claim.lastSeenAt.getTime()) / 1000)),
  };
}
