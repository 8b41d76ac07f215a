import { describe, expect, it } from "vitest";
import { testCampaign, testMessage, testPlan } from "../testing/messages";
import {
  dueBetweenSongs,
  messagePlayed,
  songEnded,
  startBetweenSongs,
  type BetweenSongsState,
} from "./between-songs";

const MINUTE = 60_000;
// Wednesday 2026-11-25, 11:00 in Madrid (UTC+1).
const MORNING = Date.parse("2026-11-25T10:00:00Z");

const between = (everySongs: number | null, minMinutes: number | null, start = 0, end = 1440) =>
  ({ kind: "between", everySongs, minMinutes, start, end }) as const;

/** Plays `songs` songs of `seconds` each from `from`, and returns what sounded, in order. */
function run(
  plan: ReturnType<typeof testPlan>,
  songs: number,
  seconds: (index: number) => number,
  from = MORNING,
  isOpen?: (instant: number) => boolean,
) {
  let state: BetweenSongsState = startBetweenSongs(from);
  let now = from;
  // `at`: when it began (a song: when it ended); `end`: when a message ended.
  const heard: { kind: "song" | "message"; id: string; at: number; end: number }[] = [];
  for (let index = 0; index < songs; index += 1) {
    now += seconds(index) * 1000;
    heard.push({ kind: "song", id: `s${index}`, at: now, end: now });
    state = songEnded(state);
    const due = dueBetweenSongs(plan, state, now, isOpen);
    if (!due) continue;
    const start = now;
    now += due.message.durationSeconds * 1000;
    heard.push({ kind: "message", id: due.message.id, at: start, end: now });
    state = messagePlayed(state, now, due);
  }
  return heard;
}

/** A pseudo-random song length, 120–299 s, the same on every run. */
const songLength = (index: number) => 120 + ((index * 7919) % 180);

describe("messages between songs", () => {
  it("plays one after every N songs, over a thousand songs, never two in a row", () => {
    const plan = testPlan([testCampaign("c", between(2, null), { messageIds: ["a", "b", "c"] })]);
    const heard = run(plan, 1000, songLength);
    const messages = heard.filter((item) => item.kind === "message");
    expect(messages).toHaveLength(500);
    heard.forEach((item, index) => {
      if (item.kind === "message") {
        expect(heard[index - 1]?.kind).toBe("song");
        expect(heard[index - 2]?.kind).toBe("song");
      }
    });
  });

  it("rotates the campaign's messages evenly, never the same twice running", () => {
    const plan = testPlan([testCampaign("c", between(1, null), { messageIds: ["a", "b", "c"] })]);
    const ids = run(plan, 900, songLength)
      .filter((item) => item.kind === "message")
      .map((item) => item.id);
    expect(ids.slice(0, 6)).toEqual(["a", "b", "c", "a", "b", "c"]);
    for (const id of ["a", "b", "c"]) expect(ids.filter((each) => each === id)).toHaveLength(300);
    ids.forEach((id, index) => index > 0 && expect(id).not.toBe(ids[index - 1]));
  });

  it("keeps at least M minutes between messages whatever the songs' lengths", () => {
    const plan = testPlan([testCampaign("c", between(null, 20), { messageIds: ["a", "b"] })]);
    const messages = run(plan, 2000, (index) => 30 + ((index * 104_729) % 400)).filter(
      (item) => item.kind === "message",
    );
    expect(messages.length).toBeGreaterThan(100);
    messages.forEach((item, index) => {
      const before = messages[index - 1];
      if (before) expect(item.at - before.end).toBeGreaterThanOrEqual(20 * MINUTE);
    });
  });

  it("with both rules, waits for the songs and the minutes", () => {
    const plan = testPlan([testCampaign("c", between(3, 15))]);
    const heard = run(plan, 600, () => 60);
    let songs = 0;
    let last = MORNING;
    for (const item of heard) {
      if (item.kind === "song") songs += 1;
      else {
        expect(songs).toBeGreaterThanOrEqual(3);
        expect(item.at - last).toBeGreaterThanOrEqual(15 * MINUTE);
        songs = 0;
        last = item.end;
      }
    }
  });

  it("stays within the campaign's hours, across midnight too", () => {
    // 22:00–02:00, Madrid: nothing from 02:00 to 22:00.
    const plan = testPlan([testCampaign("c", between(1, null, 22 * 60, 2 * 60))]);
    const heard = run(plan, 24 * 12, () => 300);
    const hours = heard
      .filter((item) => item.kind === "message")
      .map((item) => new Date(item.at + 3_600_000).getUTCHours());
    expect(hours.length).toBeGreaterThan(10);
    for (const hour of hours) expect(hour >= 22 || hour < 2).toBe(true);
    expect(hours).toContain(23);
    expect(hours).toContain(1);
  });

  it("respects the campaign's weekdays and dates, and each message's validity", () => {
    const wednesdayOnly = testPlan([testCampaign("c", between(1, null), { weekdays: [3] })]);
    const state = songEnded(startBetweenSongs(MORNING));
    expect(dueBetweenSongs(wednesdayOnly, state, MORNING)).not.toBeNull();
    expect(dueBetweenSongs(wednesdayOnly, state, MORNING + 24 * 60 * MINUTE)).toBeNull();

    const ended = testPlan([testCampaign("c", between(1, null), { validUntil: "2026-11-24" })]);
    expect(dueBetweenSongs(ended, state, MORNING)).toBeNull();

    const expired = testPlan(
      [testCampaign("c", between(1, null), { messageIds: ["a", "b"] })],
      [testMessage("a", { validUntil: "2026-11-24" }), testMessage("b")],
    );
    expect(dueBetweenSongs(expired, state, MORNING)?.message.id).toBe("b");
  });

  it("plays nothing while the establishment is closed", () => {
    const plan = testPlan([testCampaign("c", between(1, null))]);
    const closedAfterNoon = (instant: number) => new Date(instant + 3_600_000).getUTCHours() < 12;
    const heard = run(plan, 100, () => 180, MORNING, closedAfterNoon);
    const messages = heard.filter((item) => item.kind === "message");
    expect(messages.length).toBeGreaterThan(5);
    for (const item of messages) expect(closedAfterNoon(item.at)).toBe(true);
    expect(heard.some((item) => item.kind === "song" && !closedAfterNoon(item.at))).toBe(true);
  });
});
