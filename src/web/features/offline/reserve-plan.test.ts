import { describe, expect, it } from "vitest";
import { planReserve, secondsReady, type PlannedSong } from "./reserve-plan";

const song = (n: number, minutes = 4): PlannedSong => ({
  id: `s${n}`,
  durationSeconds: minutes * 60,
});
/** A queue from `from` on, wrapping at `total`, one turn: what the caller hands over. */
const upcoming = (from: number, total: number, minutes = 4) =>
  Array.from({ length: total }, (_, step) => song(((from - 1 + step) % total) + 1, minutes));
const ids = (songs: PlannedSong[]) => songs.map((entry) => entry.id);
const HOUR = 3600;
const TODAY = "2026-06-01";

describe("planReserve", () => {
  it("neither keeps nor fetches a song whose licence's last day has begun, even offline", () => {
    const ended = { ...song(2), licensedUntil: TODAY };
    const running = { ...song(3), licensedUntil: "2026-06-02" };
    const plan = planReserve({
      today: TODAY,
      upcoming: [song(1), ended, running],
      stored: new Set(["s1", "s2"]),
      targetSeconds: HOUR,
    });
    expect(ids(plan.wanted)).toEqual(["s1", "s3"]);
    expect(plan.toDrop).toEqual(["s2"]);
    expect(ids(plan.toFetch)).toEqual(["s3"]);
  });

  it("keeps the songs ahead, the one playing first, until the hours are covered", () => {
    const plan = planReserve({
      today: TODAY,
      upcoming: upcoming(1, 500),
      stored: new Set(),
      targetSeconds: HOUR,
    });
    expect(ids(plan.wanted)).toEqual(Array.from({ length: 15 }, (_, n) => `s${n + 1}`));
    expect(plan.toFetch).toEqual(plan.wanted);
    expect(plan.readySeconds).toBe(0);
  });

  it("takes the song that crosses the mark, so the hours are always reached", () => {
    const plan = planReserve({
      today: TODAY,
      upcoming: upcoming(1, 500, 7),
      stored: new Set(),
      targetSeconds: HOUR,
    });
    expect(plan.wanted.length).toBe(9); // 8 songs are 56 min; the 9th crosses the hour
  });

  it("fetches only what the device lacks, in playing order", () => {
    const plan = planReserve({
      today: TODAY,
      upcoming: upcoming(1, 500),
      stored: new Set(["s1", "s3", "s4"]),
      targetSeconds: 8 * 60 * 4,
    });
    expect(ids(plan.toFetch)).toEqual(["s2", "s5", "s6", "s7", "s8"]);
    expect(plan.readySeconds).toBe(3 * 240);
  });

  it("drops the songs played since, and those of another list", () => {
    const plan = planReserve({
      today: TODAY,
      upcoming: upcoming(3, 500),
      stored: new Set(["s1", "s2", "s3", "s4", "x9"]),
      targetSeconds: 4 * 240,
    });
    expect(ids(plan.wanted)).toEqual(["s3", "s4", "s5", "s6"]);
    expect(plan.toDrop.sort()).toEqual(["s1", "s2", "x9"]);
  });

  it("wraps at the end of the list and keeps a short list whole, each song once", () => {
    const near = planReserve({
      today: TODAY,
      upcoming: upcoming(498, 500),
      stored: new Set(),
      targetSeconds: 5 * 240,
    });
    expect(ids(near.wanted)).toEqual(["s498", "s499", "s500", "s1", "s2"]);
    const short = planReserve({
      today: TODAY,
      upcoming: [...upcoming(2, 3), ...upcoming(2, 3)],
      stored: new Set(["s1", "s2", "s3"]),
      targetSeconds: 8 * HOUR,
    });
    expect(ids(short.wanted)).toEqual(["s2", "s3", "s1"]);
    expect(short.toFetch).toEqual([]);
    expect(short.toDrop).toEqual([]);
  });

  it("wants nothing and drops everything for an empty queue or a zero target", () => {
    expect(
      planReserve({ today: TODAY, upcoming: [], stored: new Set(["s1"]), targetSeconds: HOUR }),
    ).toEqual({
      wanted: [],
      toFetch: [],
      toDrop: ["s1"],
      readySeconds: 0,
    });
    expect(
      planReserve({
        today: TODAY,
        upcoming: upcoming(1, 5),
        stored: new Set(["s1"]),
        targetSeconds: 0,
      }).toDrop,
    ).toEqual(["s1"]);
  });
});

describe("secondsReady", () => {
  it("counts the wanted music on the device, nothing else", () => {
    const wanted = upcoming(1, 6);
    expect(secondsReady(wanted, new Set(["s1", "s2", "s4", "s6", "x1"]))).toBe(4 * 240);
    expect(secondsReady([], new Set(["s1"]))).toBe(0);
  });
});
