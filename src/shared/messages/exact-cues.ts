import type { Message, ZoneCampaign } from "./schema";
import { DAY_MS, zoneClock } from "../schedules/zone-clock";
import { localDayOf, runsOn, validOn, type LocalDay } from "./campaign-days";
import { exactTurn } from "./rotation";

/** What a zone's player follows: its campaigns and the messages they use. */
export interface ZoneMessagePlan {
  campaigns: readonly ZoneCampaign[];
  messages: readonly Message[];
  timeZone: string;
}

/** One exact-time message: when, which, and how far the music goes down under it. */
export interface ExactCue {
  /** The instant it starts (ms). */
  at: number;
  campaignId: string;
  message: Message;
  duckDb: number;
  /** Names this occurrence: a cue played once is not played again after a reload. */
  key: string;
}

const MINUTE_MS = 60_000;
/** How far ahead the next cue is looked for: past a week, a campaign has no time left. */
const HORIZON_DAYS = 8;

/** A campaign's messages valid on `day`, in their turn order. */
export function messagesOn(plan: ZoneMessagePlan, campaign: ZoneCampaign, day: LocalDay) {
  const byId = new Map(plan.messages.map((message) => [message.id, message]));
  return campaign.messageIds.flatMap((id) => {
    const message = byId.get(id);
    return message && validOn(message, day.date) ? [message] : [];
  });
}

/**
 * The exact-time cues of one local day, soonest first. A time skipped by the spring change
 * sounds when the clock jumps past it; a time repeated in autumn sounds once, on its first
 * pass (shared/schedules/zone-clock).
 */
function cuesOfDay(plan: ZoneMessagePlan, day: LocalDay): ExactCue[] {
  const clock = zoneClock(plan.timeZone);
  const cues: ExactCue[] = [];
  for (const campaign of plan.campaigns) {
    if (campaign.mode.kind !== "exact" || !runsOn(campaign, day)) continue;
    const messages = messagesOn(plan, campaign, day);
    const times = [...campaign.mode.times].sort((a, b) => a - b);
    times.forEach((minute, index) => {
      const message = exactTurn(messages, day.number, index, times.length);
      if (!message || campaign.mode.kind !== "exact") return;
      cues.push({
        at: clock.firstInstantAt(day.number * DAY_MS + minute * MINUTE_MS),
        campaignId: campaign.id,
        message,
        duckDb: campaign.mode.duckDb,
        key: `${campaign.id}:${day.date}:${minute}`,
      });
    });
  }
  return cues.sort((a, b) => a.at - b.at);
}

/**
 * The first exact-time cue at or after `from` (ms) that `isOpen` allows — no message
 * sounds while the establishment is closed — or null within the coming week.
 */
export function nextExactCue(
  plan: ZoneMessagePlan,
  from: number,
  isOpen: (instant: number) => boolean = () => true,
): ExactCue | null {
  const first = localDayOf(zoneClock(plan.timeZone).wallClock(from)).number;
  // The day before too: its late times can fall after `from` across a spring change.
  for (let number = first - 1; number <= first + HORIZON_DAYS; number += 1) {
    const day = localDayOf(number * DAY_MS);
    const cue = cuesOfDay(plan, day).find((item) => item.at >= from && isOpen(item.at));
    if (cue) return cue;
  }
  return null;
}
