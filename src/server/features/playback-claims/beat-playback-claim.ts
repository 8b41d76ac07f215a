import { eq } from "drizzle-orm";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import { CLAIM_STALE_MS, type PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Database } from "../../db/client";
import { playbackClaim } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { claimedEstablishment } from "./claimed-establishment";
import { claimState, currentClaim } from "./current-claim";

/**
 * The holder's heartbeat: keeps its claim from going stale. A device that no longer
 * holds the claim is told so (CONFLICT): with how long ago another device took over, or
 * that it never held it. `revived`: its claim had gone stale (a long pause) and is live again.
 */
export async function beatPlaybackClaim(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  deviceId: string;
  now?: Date;
}): Promise<{ state: PlaybackClaimState; revived: boolean }> {
  const { db, deviceId } = options;
  await claimedEstablishment(db, options);
  const now = options.now ?? new Date();
  const current = await currentClaim(db, options.establishmentId);
  if (!current) throw new AppError("CONFLICT", playbackClaimsCopy.errors.notHeld);
  if (current.deviceId !== deviceId) {
    const secondsAgo = Math.max(
      0,
      Math.round((now.getTime() - current.claimedAt.getTime()) / 1000),
    );
    throw new AppError("CONFLICT", playbackClaimsCopy.errors.lost(secondsAgo));
  }
  await db.update(playbackClaim).set({ lastSeenAt: now }).where(eq(playbackClaim.id, current.id));
  return {
    state: claimState({ ...current, lastSeenAt: now }, deviceId, now),
    revived: now.getTime() - current.lastSeenAt.getTime() >= CLAIM_STALE_MS,
  };
}
