import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Database } from "../../db/client";
import { playbackClaim } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { claimErrors } from "./claim-words";
import { claimedZone, type ClaimTarget } from "./claimed-zone";
import { claimState, currentClaim } from "./current-claim";

/**
 * Makes `deviceId` the device that plays the zone (decision 023). It is given the claim when
 * nobody holds it, when it holds it already (its claim goes on: no new row), when the
 * holder has been silent for CLAIM_STALE_MS, or when `takeOver` is asked for; otherwise
 * CONFLICT, so the player can ask its user. `tookOver` says another device lost the claim
 * (the caller tells it at once); `revived`, that the zone had nobody playing it
 * (no claim, or a stale one) and now has (the dashboard homes hear it).
 */
export async function claimPlayback(options: {
  db: Database;
  userId: string;
  target: ClaimTarget;
  deviceId: string;
  takeOver: boolean;
  now?: Date;
}): Promise<{ state: PlaybackClaimState; tookOver: boolean; revived: boolean }> {
  const { db, deviceId } = options;
  return db.transaction(async (tx) => {
    const { zoneId, establishmentId } = await claimedZone(tx, { ...options, lock: true });
    const now = options.now ?? new Date();
    const current = await currentClaim(tx, zoneId);
    const live = current && now.getTime() - current.lastSeenAt.getTime() < CLAIM_STALE_MS;
    if (current?.deviceId === deviceId) {
      const [held] = await tx
        .update(playbackClaim)
        .set({ lastSeenAt: now })
        .where(eq(playbackClaim.id, current.id))
        .returning();
      return {
        state: claimState(held ?? current, deviceId, now),
        tookOver: false,
        revived: !live,
      };
    }
    if (live && !options.takeOver)
      throw new AppError("CONFLICT", claimErrors(options.target).heldElsewhere);
    // Claims of one zone follow one another strictly: each ends where the next begins.
    const claimedAt = new Date(Math.max(now.getTime(), (current?.claimedAt.getTime() ?? 0) + 1));
    const [made] = await tx
      .insert(playbackClaim)
      .values({
        id: randomUUID(),
        establishmentId,
        zoneId,
        deviceId,
        claimedAt,
        lastSeenAt: claimedAt,
      })
      .returning();
    return {
      state: claimState(made ?? null, deviceId, now),
      tookOver: Boolean(current),
      revived: !live,
    };
  });
}
