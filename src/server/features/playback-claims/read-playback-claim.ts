import type { PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Database } from "../../db/client";
import { claimedEstablishment } from "./claimed-establishment";
import { claimState, currentClaim } from "./current-claim";

/** Who plays one of the user's establishments now, as the device `deviceId` sees it. */
export async function readPlaybackClaim(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  deviceId: string;
  now?: Date;
}): Promise<PlaybackClaimState> {
  const { db } = options;
  await claimedEstablishment(db, options);
  return claimState(
    await currentClaim(db, options.establishmentId),
    options.deviceId,
    options.now ?? new Date(),
  );
}
