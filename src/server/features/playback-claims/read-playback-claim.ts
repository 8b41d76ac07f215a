import type { Claimant } from "~/shared/devices/claimant";
import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import type { Database } from "../../domain/database";
import { zoneOfAccount, type ZoneRead, type ZoneTarget } from "../../domain/zones/zone-of-account";
import { claimZoneNotFound } from "./zone-not-found";
import { claimSessionLives, claimState, currentClaim } from "./current-claim";

/** Who plays one of the user's zones now, as `claimant` (a device in its session) sees it. */
export async function readPlaybackClaim(options: {
  db: Database;
  userId: string;
  target: ZoneTarget;
  claimant: Claimant;
  /** The zone as this request already read it (the team gate's). */
  read?: ZoneRead | undefined;
  now?: Date;
}): Promise<PlaybackClaimState> {
  const { db } = options;
  const { zoneId } = await zoneOfAccount(db, {
    ownerId: options.userId,
    target: options.target,
    notFound: claimZoneNotFound,
    read: options.read,
  });
  const now = options.now ?? new Date();
  const claim = await currentClaim(db, zoneId);
  const lives = claim !== null && (await claimSessionLives(db, claim, now));
  return claimState(claim, options.claimant, now, lives);
}
