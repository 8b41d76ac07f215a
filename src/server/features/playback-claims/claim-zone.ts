import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import type { ZoneNotFound } from "../../domain/zones/zone-of-account";

/** What a claim on no zone of the account's answers. */
export const claimZoneNotFound: ZoneNotFound = {
  ofZone: playbackClaimsCopy.errors.zoneNotFound,
  ofEstablishment: playbackClaimsCopy.errors.establishmentNotFound,
};
