import { LIVE_WINDOW_MS, type Recording } from "./recording";

/*
 * The player waiting on the record (decision 021): at an establishment's opening
 * the browser player starts by itself, unless the browser refuses to sound without a tap.
 * Then it shows "Pulsa para empezar la música" and waits, and the log keeps that it did, so
 * a gap in the plays reads as the player waiting, not as music played without record.
 */

/** Why the player waited: `gesture`, the browser needs someone to tap before it sounds. */
export const playerWaitReasons = ["gesture"] as const;
export type PlayerWaitReason = (typeof playerWaitReasons)[number];

/**
 * The most waits one history answer lists, newest first: about one an opening, so a
 * season's worth; a longer range says how many more there were.
 */
export const MAX_WAITS_LISTED = 200;

/**
 * Live when the server had the wait's start within LIVE_WINDOW_MS of it, as a play by its
 * end; a start sent later (the device was offline) is late, and the history says so.
 */
export function waitRecordingOf(wait: { startedAt: Date; receivedAt: Date }): Recording {
  return wait.receivedAt.getTime() - wait.startedAt.getTime() <= LIVE_WINDOW_MS ? "live" : "late";
}
