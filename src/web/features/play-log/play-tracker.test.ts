import { describe, expect, it } from "vitest";
import type { PlayReport } from "~/shared/schemas/play-log";
import { openPlayStore, STALE_AFTER_MS } from "./open-play-store";
import { PAUSE_LIMIT_MS, PlayTracker, type OpenPlay } from "./play-tracker";

const PLACE = "3f6c1f0e-8a1b-4c2d-9e3f-1a2b3c4d5e6f";
const DEVICE = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
const LEASE = {
  deviceId: DEVICE,
  issuedAt: "2026-11-20T09:00:00.000Z",
  expiresAt: "2026-11-23T09:00:00.000Z",
  signature: "s".repeat(43),
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** A tracker on a clock the test moves, its finished plays and its open one. */
function setUp(options: { establishmentId?: string | null; kind?: "song" | "message" } = {}) {
  let time = Date.parse("2026-11-20T10:00:00Z");
  let ids = 0;
  const finished: PlayReport[] = [];
  const storage = memoryStorage();
  const store = openPlayStore({ storage, tabId: "tab-1", now: () => time });
  const tracker = new PlayTracker({
    now: () => time,
    newId: () => `play-${++ids}`,
    establishmentId: () =>
      options.establishmentId === undefined ? PLACE : options.establishmentId,
    deviceId: () => DEVICE,
    origin: () => "network",
    lease: () => LEASE,
    store,
    finished: (play) => finished.push(play),
    kind: options.kind,
  });
  const advance = (seconds: number) => {
    time += seconds * 1000;
  };
  const kept = (): OpenPlay | undefined =>
    (JSON.parse(storage.getItem("sonaria.openPlays") ?? "{}") as Record<string, OpenPlay>)["tab-1"];
  return { tracker, finished, advance, kept, storage, store, at: () => time };
}

const song = (n: number) => ({ id: `song-${n}` });

describe("PlayTracker: how a play ends", () => {
  it("ended: the song reached its end", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(180);
    tracker.silent(true); // the element pauses at its end…
    tracker.over("ended"); // …then says it ended
    expect(finished).toEqual([
      {
        id: "play-1",
        establishmentId: PLACE,
        songId: "song-1",
        startedAt: "2026-11-20T10:00:00.000Z",
        endedAt: "2026-11-20T10:03:00.000Z",
        secondsHeard: 180,
        ending: "ended",
        deviceId: DEVICE,
        origin: "network",
        lease: LEASE,
      },
    ]);
  });

  it("skipped: another song was chosen while it sounded", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(42);
    tracker.over("left");
    tracker.silent(true); // the old element goes quiet after the choice: no longer counted
    advance(1);
    tracker.sounding(song(2), 2);
    expect(finished.map((play) => [play.songId, play.ending, play.secondsHeard])).toEqual([
      ["song-1", "skipped", 42],
    ]);
  });

  it("skipped: a new hearing starts without a word about the old one", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(10);
    tracker.sounding(song(1), 2); // the same song chosen again
    expect(finished.map((play) => play.ending)).toEqual(["skipped"]);
  });

  it("abandoned: paused, then another song", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(30);
    tracker.silent(true);
    advance(120);
    tracker.over("left");
    expect(finished.map((play) => [play.ending, play.secondsHeard])).toEqual([["abandoned", 30]]);
  });

  it("abandoned: paused, then the page went away", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(20);
    tracker.silent(true);
    advance(5);
    tracker.leave();
    expect(finished.map((play) => [play.ending, play.secondsHeard])).toEqual([["abandoned", 20]]);
  });

  it("abandoned: a pause past the limit ends the play; playing on starts a new one", () => {
    const { tracker, finished, advance, at } = setUp();
    tracker.sounding(song(1), 1);
    advance(50);
    tracker.silent(true);
    advance(PAUSE_LIMIT_MS / 1000 - 1);
    tracker.tick();
    expect(finished).toEqual([]);
    advance(1);
    tracker.tick();
    expect(finished.map((play) => [play.ending, play.secondsHeard])).toEqual([["abandoned", 50]]);

    advance(60);
    const resumedAt = new Date(at()).toISOString();
    tracker.sounding(song(1), 1);
    advance(15);
    tracker.over("ended");
    expect(finished[1]).toMatchObject({
      id: "play-2",
      songId: "song-1",
      startedAt: resumedAt,
      secondsHeard: 15,
      ending: "ended",
    });
  });

  it("abandoned: resumed after a long pause the tick did not see (a sleeping laptop)", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(5);
    tracker.silent(true);
    advance(PAUSE_LIMIT_MS / 1000 + 600);
    tracker.sounding(song(1), 1);
    expect(finished.map((play) => [play.id, play.ending, play.secondsHeard])).toEqual([
      ["play-1", "abandoned", 5],
    ]);
  });

  it("stopped: the player stopped (logout, access ended), paused or not", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(12);
    tracker.over("stopped");
    tracker.sounding(song(2), 2);
    advance(3);
    tracker.silent(true);
    tracker.over("stopped");
    expect(finished.map((play) => [play.ending, play.secondsHeard])).toEqual([
      ["stopped", 12],
      ["stopped", 3],
    ]);
  });
});

describe("PlayTracker: seconds heard", () => {
  it("adds the stretches of sound, not the pauses nor the buffering", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(10);
    tracker.silent(false); // buffering
    advance(7);
    tracker.sounding(song(1), 1);
    advance(20);
    tracker.silent(true); // paused
    advance(300);
    tracker.sounding(song(1), 1);
    advance(5.55);
    tracker.over("ended");
    // To the tenth below: the server refuses more seconds heard than the time that passed.
    expect(finished[0]?.secondsHeard).toBe(35.5);
    expect(finished[0]).toMatchObject({
      startedAt: "2026-11-20T10:00:00.000Z",
      endedAt: "2026-11-20T10:05:42.550Z",
    });
  });

  it("ends a song where the next begins, so one stream's plays never overlap", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(12.345);
    tracker.sounding(song(2), 2); // a crossfade: the next song sounds before the first ends
    advance(3);
    tracker.over("ended");
    expect(finished.map((play) => [play.startedAt, play.endedAt])).toEqual([
      ["2026-11-20T10:00:00.000Z", "2026-11-20T10:00:12.345Z"],
      ["2026-11-20T10:00:12.345Z", "2026-11-20T10:00:15.345Z"],
    ]);
  });

  it("carries the lease the device held when the play began", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(1);
    tracker.over("ended");
    expect(finished[0]?.lease).toEqual(LEASE);
  });

  it("counts time, not the position: a seek adds nothing", () => {
    // The tracker never sees the position; a seek to the end and an end after 3 s is 3 s.
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(3);
    tracker.over("ended");
    expect(finished[0]?.secondsHeard).toBe(3);
  });

  it("records nothing while no establishment is chosen", () => {
    const { tracker, finished, advance } = setUp({ establishmentId: null });
    tracker.sounding(song(1), 1);
    advance(100);
    tracker.over("ended");
    tracker.leave();
    expect(finished).toEqual([]);
  });
});

describe("PlayTracker: the open play survives the page", () => {
  it("keeps the open play with the time heard so far, and forgets it once finished", () => {
    const { tracker, advance, kept } = setUp();
    tracker.sounding(song(1), 1);
    advance(8);
    tracker.tick();
    expect(kept()).toMatchObject({ id: "play-1", songId: "song-1", heardMs: 8000 });
    tracker.over("ended");
    expect(kept()).toBeUndefined();
  });

  it("gives back this tab's play after a reload, and other tabs' only once stale", () => {
    const { tracker, advance, storage, at } = setUp();
    tracker.sounding(song(1), 1);
    advance(25);
    tracker.tick();
    const other = openPlayStore({ storage, tabId: "tab-2", now: at });
    other.save({
      id: "play-9",
      establishmentId: PLACE,
      songId: "song-9",
      startedAt: "2026-11-20T09:59:00.000Z",
      deviceId: DEVICE,
      origin: "network",
      lease: null,
      heardMs: 4000,
    });

    // The page reloads: a new tracker on the same tab finds its play, not the live tab's.
    const reloaded = openPlayStore({ storage, tabId: "tab-1", now: at });
    expect(reloaded.takeLeftOver().map((play) => [play.id, play.heardMs])).toEqual([
      ["play-1", 25_000],
    ]);
    expect(reloaded.takeLeftOver()).toEqual([]);

    advance(STALE_AFTER_MS / 1000);
    expect(reloaded.takeLeftOver().map((play) => play.id)).toEqual(["play-9"]);
  });
});

describe("PlayTracker of the account's messages", () => {
  it("reports each message as a message, never as a song, kept like any play", () => {
    const { tracker, finished, advance, kept } = setUp({ kind: "message" });
    tracker.sounding({ id: "message-1" }, 1);
    expect(kept()?.kind).toBe("message");
    advance(12);
    tracker.over("ended");
    expect(finished).toEqual([
      expect.objectContaining({ kind: "message", songId: "message-1", secondsHeard: 12 }),
    ]);
  });

  it("a song's report carries no kind: players from before zones and messages read the same", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(5);
    tracker.over("ended");
    expect(finished[0]).not.toHaveProperty("kind");
  });
});
