import type { Claimant } from "~/shared/devices/claimant";
import type { PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Database } from "../../db/client";
import { claimedZone, type ClaimTarget } from "./claimed-zone";
import { claimState, currentClaim } from "./current-claim";

/** Who plays one of the user's zones now, as `claimant` (a device in its session) sees it. */
export async function readPlaybackClaim(options: {
  db: Database;
  userId: string;
  target: ClaimTarget;
  claimant: Claimant;
  now?: Date;
}): Promise<PlaybackClaimState> {
  const { db } = options;
  const { zoneId } = await claimedZone(db, options);
  return claimState(await currentClaim(db, zoneId), options.claimant, options.now ?? new Date());
}
