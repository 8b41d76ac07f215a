import type { Claimant } from "~/shared/devices/claimant";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import type { Database } from "../../domain/database";
import {
  zoneOfAccount,
  type AccountZone,
  type ZoneRead,
  type ZoneTarget,
} from "../../domain/zones/zone-of-account";

/** A device's question about one of the user's zones: who plays it, or "I still do". */
export interface ClaimRequest {
  db: Database;
  userId: string;
  target: ZoneTarget;
  claimant: Claimant;
  /** The zone as this request already read it (the team gate's). */
  read?: ZoneRead | undefined;
  now?: Date;
}

/** The zone a claim is about: one of the account's, or "not found". */
export function claimZone(
  db: Pick<Database, "select">,
  options: { userId: string; target: ZoneTarget; read?: ZoneRead | undefined; lock?: "zone" },
): Promise<AccountZone> {
  return zoneOfAccount(db, {
    ownerId: options.userId,
    target: options.target,
    // What a claim on no zone of the account's answers.
    notFound: {
      ofZone: playbackClaimsCopy.errors.zoneNotFound,
      ofEstablishment: playbackClaimsCopy.errors.establishmentNotFound,
    },
    read: options.read,
    lock: options.lock,
  });
}
