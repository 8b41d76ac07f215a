import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { holdsClaim, type Claimant } from "~/shared/devices/claimant";
import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import type { Database } from "../../domain/database";
import { playbackClaim } from "../../domain/playback-claims/tables";
import { AppError } from "../../domain/app-error";
import { claimErrors } from "./claim-words";
import type { ZoneTarget } from "../../domain/zones/zone-of-account";
import { claimZone } from "./claim-zone";
import { claimSessionLives, claimState, currentClaim } from "./current-claim";

/**
 * Makes `claimant` — a device in its session (decision 034) — the one that plays the zone
 * (decision 023). It is given the claim when nobody holds it, when it holds it already
 * (its claim goes on: no new row), when the holder has been silent for CLAIM_STALE_MS or
 * its session has ended, or when `takeOver` is asked for; otherwise CONFLICT, so the
 * player can ask its user. The same device id in another session is another device.
 * `tookOver` says another device lost the claim (the caller tells it at once); `revived`,
 * that the zone had nobody playing it (no claim, or a stale one) and now has (the
 * dashboard homes hear it).
 */
export async function claimPlayback(options: {
  db: Database;
  userId: string;
  target: ZoneTarget;
  claimant: Claimant;
  takeOver: boolean;
  now?: Date;
}): Promise<{ state: PlaybackClaimState; tookOver: boolean; revived: boolean }> {
  const { db, claimant } = options;
  return db.transaction(async (tx) => {
    const { zoneId, establishmentId } = await claimZone(tx, {
      userId: options.userId,
      target: options.target,
      lock: "zone",
    });
    const now = options.now ?? new Date();
    const current = await currentClaim(tx, zoneId);
    const heard = current !== null && now.getTime() - current.lastSeenAt.getTime() < CLAIM_STALE_MS;
    const own = current !== null && holdsClaim(current, claimant);
    if (own && current.sessionId !== null) {
      const [held] = await tx
        .update(playbackClaim)
        .set({ lastSeenAt: now })
        .where(eq(playbackClaim.id, current.id))
        .returning();
      return {
        state: claimState(held ?? current, claimant, now),
        tookOver: false,
        revived: !heard,
      };
    }
    // A claim of its own from before sessions were kept is taken again under this one.
    if (!own && heard && !options.takeOver && (await claimSessionLives(tx, current, now)))
      throw new AppError("CONFLICT", claimErrors(options.target).heldElsewhere);
    // Claims of one zone follow one another strictly: each ends where the next begins.
    const claimedAt = new Date(Math.max(now.getTime(), (current?.claimedAt.getTime() ?? 0) + 1));
    const [made] = await tx
      .insert(playbackClaim)
      .values({
        id: randomUUID(),
        establishmentId,
        zoneId,
        deviceId: claimant.deviceId,
        sessionId: claimant.sessionId,
        claimedAt,
        lastSeenAt: claimedAt,
      })
      .returning();
    return {
      state: claimState(made ?? null, claimant, now),
      tookOver: current !== null && !own,
      revived: !heard,
    };
  });
}
