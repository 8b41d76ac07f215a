import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import type { ClaimTarget } from "./claimed-zone";

/** The refusals in the words of what was asked for: a zone, or an establishment. */
export const claimErrors = (target: ClaimTarget) =>
  "zoneId" in target ? playbackClaimsCopy.zone.errors : playbackClaimsCopy.errors;
