import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { eq } from "drizzle-orm";
import { holdsClaim } from "~/shared/devices/claimant";
import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import { playbackClaim } from "../../domain/playback-claims/tables";
import { AppError } from "../../domain/app-error";
import { claimErrors } from "./claim-words";
import { claimPlayback } from "./claim-playback";
import { claimZone, type ClaimRequest } from "./claim-zone";
import { claimState, currentClaim } from "./current-claim";

/**
 * The holder's heartbeat: keeps its claim from going stale. A claimant — a device in its
 * session (decision 034) — that no longer holds the claim is told so (CONFLICT): with how
 * long ago another device took over, or that it never held it. The same device id in
 * another session is another device. `revived`: its claim had gone stale (a long pause)
 * and is live again.
 */
export async function beatPlaybackClaim(
  options: ClaimRequest,
): Promise<{ state: PlaybackClaimState; revived: boolean }> {
  const { db, claimant } = options;
  const { zoneId } = await claimZone(db, options);
  const errors = claimErrors(options.target);
  const now = options.now ?? new Date();
  const current = await currentClaim(db, zoneId);
  if (!current) throw new AppError("CONFLICT", errors.notHeld);
  if (!holdsClaim(current, claimant)) {
    const secondsAgo = Math.max(
      0,
      Math.round((now.getTime() - current.claimedAt.getTime()) / 1000),
    );
    throw new AppError("CONFLICT", errors.lost(secondsAgo));
  }
  // A claim from before sessions were kept: its device's first heartbeat since binds it to
  // this session, as a claim of its own, so nobody else can play under its id from now on.
  if (current.sessionId === null) {
    const { state, revived } = await claimPlayback({ ...options, takeOver: false });
    return { state, revived };
  }
  await db.update(playbackClaim).set({ lastSeenAt: now }).where(eq(playbackClaim.id, current.id));
  return {
    state: claimState({ ...current, lastSeenAt: now }, claimant, now),
    revived: now.getTime() - current.lastSeenAt.getTime() >= CLAIM_STALE_MS,
  };
}
