/*
 * How a play was recorded (decision 017): the server notes when it received each play, beside
 * the times the player reports. A play that reaches the server within LIVE_WINDOW_MS of its
 * end was recorded live; one that arrives later came from a device's offline queue and is
 * "late": legitimate, but marked, bounded by a lease the server issued, and never allowed
 * to replace or overlap what was recorded live.
 */

/** How long after its end a play may arrive and still count as recorded live. */
export const LIVE_WINDOW_MS = 5 * 60_000;

/**
 * The longest span from a play's start to its end: a song of up to an hour and pauses the
 * player ends after 30 minutes each. Longer is a clock fault; it also bounds how far back
 * a lookup by start time must reach to find every play sounding at a moment.
 */
export const MAX_PLAY_SPAN_MS = 4 * 3_600_000;

/**
 * How much longer than its seconds heard a play may run from its start to its end
 * (decision 032). The player ends a play where its sound stopped and goes on in a new one,
 * keeping inside a play only short silences (a moment of buffering) of a second less than
 * this in all, and it rounds the seconds heard down to a tenth. A longer span would claim
 * time in which nothing was heard.
 */
export const SPAN_BEYOND_HEARD_MS = 3_000;

export type Recording = "live" | "late";

/** Live when the server had the play within LIVE_WINDOW_MS of its end. */
export function recordingOf(play: { endedAt: Date; receivedAt: Date }): Recording {
  return play.receivedAt.getTime() - play.endedAt.getTime() <= LIVE_WINDOW_MS ? "live" : "late";
}

/**
 * What the log vouches a play sounded for: its span, or — for a row that spans more than
 * its seconds heard allow, which the log took before decision 032 — only its first
 * seconds heard, and how the server got it judged by that end. No answer about a moment
 * rests on time in which nothing was heard.
 */
export function heardSpanOf(play: {
  startedAt: Date;
  endedAt: Date;
  secondsHeard: number;
  receivedAt: Date;
}): { endedAt: Date; recording: Recording } {
  const heardUntil = play.startedAt.getTime() + play.secondsHeard * 1000;
  const endedAt =
    play.endedAt.getTime() > heardUntil + SPAN_BEYOND_HEARD_MS
      ? new Date(heardUntil)
      : play.endedAt;
  return { endedAt, recording: recordingOf({ endedAt, receivedAt: play.receivedAt }) };
}
