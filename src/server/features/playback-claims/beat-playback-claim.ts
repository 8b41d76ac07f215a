import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { eq } from "drizzle-orm";
import type { PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Database } from "../../db/client";
import { playbackClaim } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { claimErrors } from "./claim-words";
import { claimedZone, type ClaimTarget } from "./claimed-zone";
import { claimState, currentClaim } from "./current-claim";

/**
 * The holder's heartbeat: keeps its claim from going stale. A device that no longer
 * holds the claim is told so (CONFLICT): with how long ago another device took over, or
 * that it never held it. `revived`: its claim had gone stale (a long pause) and is live again.
 */
export async function beatPlaybackClaim(options: {
  db: Database;
  userId: string;
  target: ClaimTarget;
  deviceId: string;
  now?: Date;
}): Promise<{ state: PlaybackClaimState; revived: boolean }> {
  const { db, deviceId } = options;
  const { zoneId } = await claimedZone(db, options);
  const errors = claimErrors(options.target);
  const now = options.now ?? new Date();
  const current = await currentClaim(db, zoneId);
  if (!current) throw new AppError("CONFLICT", errors.notHeld);
  if (current.deviceId !== deviceId) {
    const secondsAgo = Math.max(
      0,
      Math.round((now.getTime() - current.claimedAt.getTime()) / 1000),
    );
    throw new AppError("CONFLICT", errors.lost(secondsAgo));
  }
  await db.update(playbackClaim).set({ lastSeenAt: now }).where(eq(playbackClaim.id, current.id));
  return {
    state: claimState({ ...current, lastSeenAt: now }, deviceId, now),
    revived: now.getTime() - current.lastSeenAt.getTime() >= CLAIM_STALE_MS,
  };
}
