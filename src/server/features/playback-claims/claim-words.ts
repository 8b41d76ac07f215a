import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import type { ZoneTarget } from "../../domain/zones/zone-of-account";

/** The refusals in the words of what was asked for: a zone, or an establishment. */
export const claimErrors = (target: ZoneTarget) =>
  "zoneId" in target ? playbackClaimsCopy.zone.errors : playbackClaimsCopy.errors;
