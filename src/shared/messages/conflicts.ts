import type { CampaignMode } from "./schema";
import type { Weekday } from "../schedules/schema";

/** What decides whether two exact-time campaigns could sound at once in a zone. */
export interface ExactCampaignFacts {
  id: string;
  name: string;
  validFrom: string;
  validUntil: string | null;
  weekdays: Weekday[];
  mode: CampaignMode;
  zoneIds: string[];
  /** The longest of the campaign's messages, in seconds: how long one of its times lasts. */
  longestSeconds: number;
}

export interface ExactConflict {
  other: ExactCampaignFacts;
  /** The candidate's time that meets the other's. */
  minute: number;
  zoneId: string;
}

const datesOverlap = (a: ExactCampaignFacts, b: ExactCampaignFacts) =>
  (a.validUntil === null || b.validFrom <= a.validUntil) &&
  (b.validUntil === null || a.validFrom <= b.validUntil);

/** Whether a message starting at `first` (minute) still sounds at `second`. */
const stillSounding = (first: number, seconds: number, second: number) =>
  first <= second && (second - first) * 60 < Math.max(seconds, 1);

/**
 * The first other campaign whose exact-time messages would sound together with the
 * candidate's in one of their zones (product: "two exact messages at once are refused"):
 * sharing a zone, a date and a weekday, one's time falling while the other's message
 * still plays. Between-songs campaigns never conflict: they wait for a song's end.
 */
export function findExactConflict(
  candidate: ExactCampaignFacts,
  others: readonly ExactCampaignFacts[],
): ExactConflict | null {
  if (candidate.mode.kind !== "exact") return null;
  for (const other of others) {
    if (other.id === candidate.id || other.mode.kind !== "exact") continue;
    const zoneId = candidate.zoneIds.find((id) => other.zoneIds.includes(id));
    if (!zoneId || !datesOverlap(candidate, other)) continue;
    if (!candidate.weekdays.some((day) => other.weekdays.includes(day))) continue;
    for (const minute of candidate.mode.times)
      for (const theirs of other.mode.times)
        if (
          stillSounding(minute, candidate.longestSeconds, theirs) ||
          stillSounding(theirs, other.longestSeconds, minute)
        )
          return { other, minute, zoneId };
  }
  return null;
}
