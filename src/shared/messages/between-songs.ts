import { DAY_MINUTES } from "../schedules/day-minutes";
import type { Message, ZoneCampaign } from "./schema";
import { DAY_MS, zoneClock } from "../schedules/zone-clock";
import { localDayOf, runsOn, type LocalDay } from "./campaign-days";
import { messagesOn, type ZoneMessagePlan } from "./exact-cues";

/** Where the between-songs messages stand: songs since the last one, and whose turn it is. */
export interface BetweenSongsState {
  songsSince: number;
  /** When the last message ended, or when following began (ms). */
  lastAt: number;
  lastMessageId: string | null;
  /** Each campaign's next turn in its list of messages. */
  turns: Record<string, number>;
}

export const startBetweenSongs = (now: number): BetweenSongsState => ({
  songsSince: 0,
  lastAt: now,
  lastMessageId: null,
  turns: {},
});

/** A song ended: one more since the last message. */
export const songEnded = (state: BetweenSongsState): BetweenSongsState => ({
  ...state,
  songsSince: state.songsSince + 1,
});

export interface DueMessage {
  campaign: ZoneCampaign;
  message: Message;
}

/** A message sounded (between songs, at an exact time or from the remote): counting restarts. */
export function messagePlayed(
  state: BetweenSongsState,
  now: number,
  due?: DueMessage & { turn: number },
): BetweenSongsState {
  return {
    songsSince: 0,
    lastAt: now,
    lastMessageId: due?.message.id ?? state.lastMessageId,
    turns: due ? { ...state.turns, [due.campaign.id]: due.turn + 1 } : state.turns,
  };
}

const MINUTE_MS = 60_000;

/** Whether a between-songs campaign's hours hold at local `minute` of `day` (or from the day before, across midnight). */
function withinHours(campaign: ZoneCampaign, day: LocalDay, minute: number) {
  if (campaign.mode.kind !== "between") return false;
  const { start, end } = campaign.mode;
  if (end > start) return runsOn(campaign, day) && minute >= start && minute < end;
  const before = localDayOf((day.number - 1) * DAY_MS);
  return (
    (runsOn(campaign, day) && minute >= start) ||
    (runsOn(campaign, before) && minute < end % DAY_MINUTES)
  );
}

/**
 * Whether a between-songs message is due now that a song ended, and which: a campaign
 * inside its days and hours whose spacing is met — at least `everySongs` songs and
 * `minMinutes` since the last message — and never two messages in a row. The campaign's
 * messages take turns; the one that sounded last is passed over when there is another.
 */
export function dueBetweenSongs(
  plan: ZoneMessagePlan,
  state: BetweenSongsState,
  now: number,
  isOpen: (instant: number) => boolean = () => true,
): (DueMessage & { turn: number }) | null {
  if (state.songsSince < 1 || !isOpen(now)) return null;
  const local = zoneClock(plan.timeZone).wallClock(now);
  const day = localDayOf(local);
  const minute = Math.floor((local - day.number * DAY_MS) / MINUTE_MS);
  for (const campaign of plan.campaigns) {
    const mode = campaign.mode;
    if (mode.kind !== "between" || !withinHours(campaign, day, minute)) continue;
    if (mode.everySongs !== null && state.songsSince < mode.everySongs) continue;
    if (mode.minMinutes !== null && now - state.lastAt < mode.minMinutes * MINUTE_MS) continue;
    const messages = messagesOn(plan, campaign, day);
    if (messages.length === 0) continue;
    let turn = state.turns[campaign.id] ?? 0;
    let message = messages[turn % messages.length] as Message;
    if (message.id === state.lastMessageId && messages.length > 1) {
      turn += 1;
      message = messages[turn % messages.length] as Message;
    }
    return { campaign, message, turn };
  }
  return null;
}
