import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import { claimZone, type ClaimRequest } from "./claim-zone";
import { claimSessionLives, claimState, currentClaim } from "./current-claim";

/** Who plays one of the user's zones now, as `claimant` (a device in its session) sees it. */
export async function readPlaybackClaim(options: ClaimRequest): Promise<PlaybackClaimState> {
  const { db } = options;
  const { zoneId } = await claimZone(db, options);
  const now = options.now ?? new Date();
  const claim = await currentClaim(db, zoneId);
  const lives = claim !== null && (await claimSessionLives(db, claim, now));
  return claimState(claim, options.claimant, now, lives);
}
