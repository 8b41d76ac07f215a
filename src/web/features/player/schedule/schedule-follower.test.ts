import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QueueSourceDescriptor } from "~/shared/player/music-state";
import type { Schedule, ScheduleSlot, ScheduleSource } from "~/shared/schedules/schema";
import type { SlotTurn } from "../player-engine";
import { fixedSource } from "../track";
import { ScheduleFollower, type FollowedPlayer } from "./schedule-follower";
import { queueKeyOf, type SlotSources } from "./slot-sources";

const breakfast: ScheduleSource = { kind: "playlist", playlistId: "breakfast" };
const lunch: ScheduleSource = { kind: "genre", genreId: "jazz" };

const slot = (id: string, start: number, end: number, source: ScheduleSource): ScheduleSlot => ({
  id,
  name: id,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  start: start * 60,
  end: end * 60,
  source,
  shuffle: false,
  volume: null,
});

/** Open 8:00–22:00 every day: breakfast till 13:00, lunch till 16:00, nothing after. */
const schedule = (changes: Partial<Schedule> = {}): Schedule => ({
  zoneId: "bar",
  establishmentId: "bar",
  timeZone: "Europe/Madrid",
  opening: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
    weekday,
    hours: { open: 8 * 60, close: 22 * 60 },
  })),
  slots: [slot("Desayunos", 8, 13, breakfast), slot("Comidas", 13, 16, lunch)],
  specialDates: [],
  override: null,
  sources: [],
  updatedAt: "2026-11-01T00:00:00Z",
  ...changes,
});

/** Madrid is UTC+1 in winter: Monday 30 November 2026 at `hh:mm` local. */
const at = (hours: number, minutes = 0) => Date.UTC(2026, 10, 30, hours - 1, minutes);

function setUp(start: number) {
  vi.setSystemTime(start);
  const calls: string[] = [];
  let descriptor: QueueSourceDescriptor | null = null;
  let track: unknown = null;
  const player: FollowedPlayer = {
    beginSlot: async (turn: SlotTurn) => {
      calls.push(
        `begin ${turn.source.key}${turn.start ? " start" : ""}${turn.immediately ? " now" : ""}`,
      );
    },
    close: async () => void calls.push("close"),
    playByProgramme: async () => void calls.push("play"),
    setVolume: (volume: number) => void calls.push(`volume ${volume}`),
    queueDescriptor: () => descriptor,
    getSnapshot: () => ({ track, playing: false }),
  };
  const sources = {
    queueOf: async (source: ScheduleSource) => ({
      ...fixedSource(null, []),
      key: queueKeyOf(source),
      total: 3,
    }),
    prepare: async (source: ScheduleSource) => ({
      ...fixedSource(null, []),
      key: queueKeyOf(source),
      total: 3,
    }),
    forget: () => {},
  } as unknown as SlotSources;
  const follower = new ScheduleFollower({
    player,
    sources,
    now: () => Date.now(),
    restored: () => Promise.resolve(),
  });
  return {
    follower,
    calls,
    restoredSong(source: ScheduleSource) {
      track = { id: "s1" };
      descriptor = JSON.parse(queueKeyOf(source)) as QueueSourceDescriptor;
    },
    async passTo(instant: number) {
      await vi.advanceTimersByTimeAsync(instant - Date.now());
    },
  };
}

const key = queueKeyOf;
const DAY_MS = 86_400_000;

const seasonalPause = {
  id: "p",
  zoneId: "bar",
  zoneName: "Principal",
  from: "2026-11-30",
  to: "2026-12-01",
  endedAt: null,
  active: true,
  back: "2026-12-02",
};

describe("ScheduleFollower", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("opened mid-slot, it starts the slot's source by itself", async () => {
    const { follower, calls } = setUp(at(10));
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([`begin ${key(breakfast)} start`]);
    expect(follower.getSnapshot().plays?.reason.kind).toBe("slot");
  });

  it("stays silent through a seasonal pause and starts the slot by itself the morning after", async () => {
    const { follower, calls, passTo } = setUp(at(10));
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    // Paused today and tomorrow (30 Nov–1 Dec 2026): the music stops at once.
    follower.followPause({ paused: true, pause: seasonalPause, timeZone: "Europe/Madrid" });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([`begin ${key(breakfast)} start`, "close"]);
    expect(follower.getSnapshot().plays?.reason).toEqual({
      kind: "closed",
      until: "2026-12-01T23:00:00.000Z",
    });
    await passTo(at(13) + DAY_MS);
    expect(calls).toHaveLength(2);
    // 2 December, 08:00 in Madrid: back with no one doing anything.
    await passTo(at(8) + 2 * DAY_MS);
    expect(calls.at(-1)).toBe(`begin ${key(breakfast)} start`);
  });

  it("silences a zone without a programme during its pause, from the first look", async () => {
    const { follower, calls } = setUp(at(10));
    follower.follow("bar", null);
    follower.followPause({ paused: true, pause: seasonalPause, timeZone: "Europe/Madrid" });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(["close"]);
  });

  it("after a reload mid-slot it goes on with the saved song when that is the slot's", async () => {
    const { follower, calls, restoredSong } = setUp(at(10));
    restoredSong(breakfast);
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(["play"]);
  });

  it("changes slot at its start, after the song (no start of its own), closes and opens", async () => {
    const { follower, calls, passTo } = setUp(at(12, 50));
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    await passTo(at(13));
    expect(calls.at(-1)).toBe(`begin ${key(lunch)}`);
    await passTo(at(16));
    expect(calls).toHaveLength(2); // open without a slot: what plays goes on
    await passTo(at(22));
    expect(calls.at(-1)).toBe("close");
    const tomorrow = at(8) + 24 * 3_600_000;
    await passTo(tomorrow);
    expect(calls.at(-1)).toBe(`begin ${key(breakfast)} start`);
  });

  it("a slot in force given other music (a company programme changed by head office) changes after the song", async () => {
    const { follower, calls } = setUp(at(10));
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    follower.follow(
      "bar",
      schedule({ slots: [slot("Desayunos", 8, 13, lunch), slot("Comidas", 13, 16, lunch)] }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([`begin ${key(breakfast)} start`, `begin ${key(lunch)}`]);
    // The same programme again: nothing to change.
    follower.follow(
      "bar",
      schedule({ slots: [slot("Desayunos", 8, 13, lunch), slot("Comidas", 13, 16, lunch)] }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
  });

  it("follows 'Volumen por horas' at each step, a slot's own volume winning inside it", async () => {
    const { follower, calls, passTo } = setUp(at(10));
    const volumeCurve = [
      { start: 20 * 60, volume: 50 },
      { start: 8 * 60, volume: 60 },
      { start: 13 * 60, volume: 75 },
      { start: 14 * 60, volume: 75 },
    ];
    const loudLunch = { ...slot("Comidas", 13, 16, lunch), volume: 90 };
    follower.follow(
      "bar",
      schedule({ volumeCurve, slots: [slot("Desayunos", 8, 13, breakfast), loudLunch] }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([`begin ${key(breakfast)} start`, "volume 0.6"]);
    // Checked again every minute: the same step sets nothing twice.
    await passTo(at(12, 59));
    expect(calls).toHaveLength(2);
    await passTo(at(13));
    expect(calls.slice(2)).toEqual([`begin ${key(lunch)}`, "volume 0.9"]);
    // The lunch slot ends at 16:00: the curve's 75 % again, then 50 % at 20:00 on the dot.
    await passTo(at(16));
    expect(calls.slice(4)).toEqual(["volume 0.75"]);
    await passTo(at(19, 59));
    expect(calls).toHaveLength(5);
    await passTo(at(20));
    expect(calls.slice(5)).toEqual(["volume 0.5"]);
    // Closed, the volume is left alone.
    await passTo(at(22));
    expect(calls.slice(6)).toEqual(["close"]);
  });

  it("closed when opened, it waits silent for the opening", async () => {
    const { follower, calls, passTo } = setUp(at(7));
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    expect(follower.getSnapshot().plays?.reason.kind).toBe("closed");
    await passTo(at(8));
    expect(calls).toEqual([`begin ${key(breakfast)} start`]);
  });

  it("a choice by hand plays at once, and going back before its end too", async () => {
    const { follower, calls } = setUp(at(10));
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    const until = new Date(at(12)).toISOString();
    follower.follow("bar", schedule({ override: { source: lunch, shuffle: false, until } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toBe(`begin ${key(lunch)} start now`);
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toBe(`begin ${key(breakfast)} start now`);
  });

  it("a choice by hand that ends by itself gives way after the song", async () => {
    const { follower, calls, passTo } = setUp(at(10));
    const until = new Date(at(11)).toISOString();
    follower.follow("bar", schedule({ override: { source: lunch, shuffle: false, until } }));
    await vi.advanceTimersByTimeAsync(0);
    await passTo(at(11));
    expect(calls.at(-1)).toBe(`begin ${key(breakfast)}`);
  });

  it("without a schedule it leaves the player alone", async () => {
    const { follower, calls, passTo } = setUp(at(10));
    follower.follow("bar", null);
    await passTo(at(22));
    expect(calls).toEqual([]);
    expect(follower.getSnapshot().plays).toBeNull();
  });

  it("makes the coming slots' queues ahead, for the offline reserve", async () => {
    const { follower } = setUp(at(10));
    follower.follow("bar", schedule());
    await vi.advanceTimersByTimeAsync(0);
    expect(follower.comingSources().map((source) => source.key)).toEqual([
      key(lunch),
      key(breakfast),
    ]);
  });
});
