import type {
  NamedSource,
  ScheduleInput,
  ScheduleOverride,
  ScheduleSlot,
  ScheduleSource,
} from "../schemas/schedules";

/** What the evaluator needs: the saved programme, its override and its time zone. */
export interface ScheduleFacts extends ScheduleInput {
  timeZone: string;
  override: ScheduleOverride | null;
}

/** Why something plays (or not) at an instant. */
export type Reason =
  /** A slot of the week or of a special date; `until`: when it ends (ISO instant). */
  | { kind: "slot"; slot: ScheduleSlot; specialDate: string | null; until: string }
  /** "Elegido a mano hasta las …". */
  | { kind: "override"; until: string }
  /** Open, but no slot covers this moment: the player plays what was chosen by hand. */
  | { kind: "open-unscheduled"; until: string | null }
  /** Closed (outside opening hours, a closed day or a closing date); `until`: the next opening. */
  | { kind: "closed"; until: string | null };

export interface WhatPlays {
  /** null: silence (closed), or the listener's own choice (open-unscheduled). */
  source: ScheduleSource | null;
  shuffle: boolean;
  /** 0–100, or null to leave the volume alone. */
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

/**
 * What should play at `instant` (pure; the player asks it, the preview too).
 * Implemented in issue 25's evaluator; the signature is the contract.
 */
export declare function whatPlays(schedule: ScheduleFacts, instant: Date): WhatPlays;

/** The next `count` changes after `instant`, looking at most 8 days ahead. */
export declare function nextChanges(
  schedule: ScheduleFacts,
  instant: Date,
  count: number,
): ScheduleChange[];

export type { NamedSource };
