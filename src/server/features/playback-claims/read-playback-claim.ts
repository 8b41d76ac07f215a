import type { PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Database } from "../../db/client";
import { claimedZone, type ClaimTarget } from "./claimed-zone";
import { claimState, currentClaim } from "./current-claim";

/** Who plays one of the user's zones now, as the device `deviceId` sees it. */
export async function readPlaybackClaim(options: {
  db: Database;
  userId: string;
  target: ClaimTarget;
  deviceId: string;
  now?: Date;
}): Promise<PlaybackClaimState> {
  const { db } = options;
  const { zoneId } = await claimedZone(db, options);
  return claimState(await currentClaim(db, zoneId), options.deviceId, options.now ?? new Date());
}
