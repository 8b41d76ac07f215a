import { DAY_MINUTES } from "./day-minutes";
import type { ScheduleInput, ScheduleOverride, ScheduleSlot, ScheduleSource } from "./schema";
import { dayPlans, type DayPlans, type PlannedSlot } from "./day-plans";
import { curveVolume } from "./volume-curve";
import { DAY_MS, zoneClock, type ZoneClock } from "./zone-clock";

/** What the evaluator needs: the saved programme, its override and its time zone. */
export interface ScheduleFacts extends ScheduleInput {
  timeZone: string;
  override: ScheduleOverride | null;
}

/**
 * Why something plays (or not) at an instant. Every `until` is an ISO instant: when this
 * state gives way to another (`nextChanges`' first), or null when nothing changes in the
 * next 8 days.
 */
export type Reason =
  /**
   * A slot of the week or of a special date (`specialDate`: its id): `until` is the slot's
   * end or the closing, whichever comes first — or, when it plays on unchanged for 8 days,
   * the end of its range today.
   */
  | { kind: "slot"; slot: ScheduleSlot; specialDate: string | null; until: string }
  /** "Elegido a mano hasta las …": `until` is the override's end, or the closing if sooner. */
  | { kind: "override"; until: string }
  /** Open, but no slot covers this moment: the player plays what was chosen by hand. */
  | { kind: "open-unscheduled"; until: string | null }
  /** Closed (outside opening hours, a closed day or a closing date); `until`: the next opening. */
  | { kind: "closed"; until: string | null };

export interface WhatPlays {
  /** null: silence (closed), or the listener's own choice (open-unscheduled). */
  source: ScheduleSource | null;
  shuffle: boolean;
  /**
   * 0–100, or null to leave the volume alone: a slot's own, else "Volumen por horas" while
   * open (decision 042).
   */
  volume: number | null;
  reason: Reason;
}

/** One coming change: at `at` (ISO instant) a slot begins, or the music stops or starts. */
export type ScheduleChange =
  | { at: string; kind: "slot"; slot: ScheduleSlot }
  | { at: string; kind: "close" }
  | { at: string; kind: "open" }
  | { at: string; kind: "unscheduled" }
  | { at: string; kind: "override-ends" };

const MINUTE_MS = 60_000;
/** How far `until` and `nextChanges` look (decision 020). */
const LOOK_AHEAD_MS = 8 * DAY_MS;

/** A slot as planned for one day (midnight-crossing ranges run into the next). */
type State = "closed" | "override" | "open-unscheduled" | PlannedSlot;

const within = (range: { start: number; end: number } | null, minute: number) =>
  range !== null && range.start <= minute && minute < range.end;

/** What the programme says at a wall clock: opening gates all, then the override, then slots. */
function stateAt(plans: DayPlans, local: number, overriding: boolean): State {
  const day = Math.floor(local / DAY_MS);
  const minute = (local - day * DAY_MS) / MINUTE_MS;
  const today = plans.planOf(day);
  const yesterday = plans.planOf(day - 1);
  // The same moment on the axis of the day before, for the ranges that cross midnight.
  const late = minute + DAY_MINUTES;
  if (!within(today.hours, minute) && !within(yesterday.hours, late)) return "closed";
  if (overriding) return "override";
  // Latest start first: today's slots all start after yesterday's.
  for (const planned of today.slots)
    if (planned.start <= minute && minute < planned.end) return planned;
  for (const planned of yesterday.slots)
    if (planned.start <= late && late < planned.end) return planned;
  return "open-unscheduled";
}

const sameState = (a: State, b: State) =>
  a === b ||
  (typeof a === "object" &&
    typeof b === "object" &&
    a.slot === b.slot &&
    a.specialDate === b.specialDate);

/** The first start or end after `local` of a range of today or yesterday, or next midnight. */
function nextBoundary(plans: DayPlans, local: number): number {
  const day = Math.floor(local / DAY_MS);
  const minute = (local - day * DAY_MS) / MINUTE_MS;
  let next = DAY_MINUTES;
  for (const boundary of plans.planOf(day).boundaries)
    if (boundary > minute) {
      next = Math.min(next, boundary);
      break;
    }
  for (const boundary of plans.planOf(day - 1).boundaries)
    if (boundary - DAY_MINUTES > minute) {
      next = Math.min(next, boundary - DAY_MINUTES);
      break;
    }
  return day * DAY_MS + next * MINUTE_MS;
}

interface Evaluation {
  clock: ZoneClock;
  plans: DayPlans;
  overrideEnd: number;
}

function evaluation(schedule: ScheduleFacts): Evaluation {
  return {
    clock: zoneClock(schedule.timeZone),
    plans: dayPlans(schedule),
    overrideEnd: schedule.override ? Date.parse(schedule.override.until) : -Infinity,
  };
}

const stateAtInstant = ({ clock, plans, overrideEnd }: Evaluation, instant: number) =>
  stateAt(plans, clock.wallClock(instant), instant < overrideEnd);

/**
 * The first instant after `instant`, up to `horizon`, where the state is not `state`.
 * It walks the wall clock from boundary to boundary and turns into an instant only a
 * boundary where the state changes; in a spring gap, that instant shows a later wall clock,
 * whose state is the one that counts.
 */
function nextChange(
  evaluated: Evaluation,
  instant: number,
  state: State,
  horizon: number,
): { at: number; state: State } | null {
  const { clock, plans, overrideEnd } = evaluated;
  const lastLocal = clock.wallClock(horizon);
  let local = clock.wallClock(instant);
  let overriding = instant < overrideEnd;
  const overrideLocal = overriding ? clock.wallClock(overrideEnd) : -Infinity;
  for (;;) {
    const boundary = nextBoundary(plans, local);
    if (overriding && overrideLocal < boundary) {
      // The override ends first, at its own instant (maybe in a repeated hour's second pass).
      if (overrideEnd > horizon) return null;
      overriding = false;
      local = overrideLocal;
      const after = stateAt(plans, local, false);
      if (!sameState(state, after)) return { at: overrideEnd, state: after };
      continue;
    }
    if (boundary > lastLocal) return null;
    if (overriding && overrideLocal === boundary) overriding = false;
    local = boundary;
    if (sameState(state, stateAt(plans, boundary, overriding))) continue;
    const at = clock.firstInstantAt(boundary);
    overriding = at < overrideEnd;
    local = clock.wallClock(at);
    const after = stateAt(plans, local, overriding);
    if (!sameState(state, after)) return { at, state: after };
  }
}

/** Changes fall on a few instants, asked again and again; Date#toISOString costs ~1 µs. */
const isoStrings = new Map<number, string>();
function iso(instant: number): string {
  let text = isoStrings.get(instant);
  if (text === undefined) {
    if (isoStrings.size > 1024) isoStrings.clear();
    text = new Date(instant).toISOString();
    isoStrings.set(instant, text);
  }
  return text;
}

/**
 * What should play at `instant` (pure; the player asks it, the preview too). Each reason's
 * `until` is when that state ends (the next change); a slot that runs unchanged past the
 * look-ahead says the end of its range, an override its own end.
 */
export function whatPlays(schedule: ScheduleFacts, instant: Date): WhatPlays {
  const evaluated = evaluation(schedule);
  const now = instant.getTime();
  const state = stateAtInstant(evaluated, now);
  const change = nextChange(evaluated, now, state, now + LOOK_AHEAD_MS);
  const until = change && iso(change.at);
  const override = schedule.override;
  const curve = state === "closed" ? null : curveVolume(schedule, now);
  if (state === "override" && override)
    return {
      source: override.source,
      shuffle: override.shuffle,
      volume: curve,
      reason: { kind: "override", until: until ?? override.until },
    };
  if (typeof state !== "object") {
    const kind = state === "closed" ? "closed" : "open-unscheduled";
    return { source: null, shuffle: false, volume: curve, reason: { kind, until } };
  }
  const { slot, specialDate } = state;
  // The slot's range began today, or yesterday if it crossed midnight into today.
  const { plans } = evaluated;
  const today = Math.floor(evaluated.clock.wallClock(now) / DAY_MS);
  const startDay = plans.planOf(today).slots.includes(state) ? today : today - 1;
  const rangeEnd = startDay * DAY_MS + state.end * MINUTE_MS;
  return {
    source: slot.source,
    shuffle: slot.shuffle,
    volume: slot.volume ?? curve,
    reason: {
      kind: "slot",
      slot,
      specialDate,
      until: until ?? iso(evaluated.clock.firstInstantAt(rangeEnd)),
    },
  };
}

function changeTo(before: State, after: State, at: number): ScheduleChange {
  const when = iso(at);
  if (after === "closed") return { at: when, kind: "close" };
  if (typeof after === "object") return { at: when, kind: "slot", slot: after.slot };
  if (before === "override") return { at: when, kind: "override-ends" };
  if (before === "closed") return { at: when, kind: "open" };
  return { at: when, kind: "unscheduled" };
}

/** The next `count` changes after `instant`, looking at most 8 days ahead. */
export function nextChanges(
  schedule: ScheduleFacts,
  instant: Date,
  count: number,
): ScheduleChange[] {
  const evaluated = evaluation(schedule);
  const horizon = instant.getTime() + LOOK_AHEAD_MS;
  let cursor = instant.getTime();
  let state = stateAtInstant(evaluated, cursor);
  const changes: ScheduleChange[] = [];
  while (changes.length < count) {
    const change = nextChange(evaluated, cursor, state, horizon);
    if (!change) break;
    changes.push(changeTo(state, change.state, change.at));
    ({ at: cursor, state } = change);
  }
  return changes;
}
