import {
  worksInAll,
  worksInZone,
  type TeamAccount,
  type ZoneWithEstablishment,
} from "~/shared/accounts/team";

/**
 * What a person may do with one of the account's messages (decision 026, amended):
 * - "change": rename, re-date, re-level or delete it — the owner always; a member when
 *   no campaign plays it or every campaign that plays it is wholly theirs, so no change
 *   of theirs reaches (or, by emptying it, deletes) a campaign of another establishment
 *   or zone;
 * - "hear": list it, fetch its audio, put it in a campaign of theirs, play it from the
 *   remote — when it sounds in a zone they work in;
 * - "none": it sounds only where they do not work: "not found", as that zone is.
 */
export type MessageReach = "change" | "hear" | "none";

/** A message's reach, given the zones of each campaign that plays it (campaignZones). */
export function messageReach(
  account: TeamAccount,
  campaigns: ZoneWithEstablishment[][] = [],
): MessageReach {
  if (campaigns.every((zones) => worksInAll(account, zones))) return "change";
  if (campaigns.some((zones) => zones.some((zone) => worksInZone(account, zone)))) return "hear";
  return "none";
}
