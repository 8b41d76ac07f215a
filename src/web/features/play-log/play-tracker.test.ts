import { describe, expect, it } from "vitest";
import { SPAN_BEYOND_HEARD_MS } from "~/shared/play-log/recording";
import type { PlayReport } from "~/shared/play-log/schema";
import { openPlayStore, STALE_AFTER_MS } from "./open-play-store";
import {
  PAUSE_LIMIT_MS,
  PlayTracker,
  reportOf,
  SILENCE_IN_PLAY_MS,
  type OpenPlay,
} from "./play-tracker";

const ESTABLISHMENT = "3f6c1f0e-8a1b-4c2d-9e3f-1a2b3c4d5e6f";
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
      options.establishmentId === undefined ? ESTABLISHMENT : options.establishmentId,
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
        establishmentId: ESTABLISHMENT,
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
    // It ends where its pause began (decision 032), not when it was given up.
    expect(finished.map((play) => [play.ending, play.secondsHeard, play.endedAt])).toEqual([
      ["abandoned", 30, "2026-11-20T10:00:30.000Z"],
    ]);
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
    expect(finished.map((play) => [play.ending, play.secondsHeard, play.endedAt])).toEqual([
      ["abandoned", 50, "2026-11-20T10:00:50.000Z"],
    ]);

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
  it("adds the stretches of sound, not a moment of buffering", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(10);
    tracker.silent(false); // buffering
    advance(1.5);
    tracker.sounding(song(1), 1);
    advance(25.55);
    tracker.over("ended");
    // To the tenth below: the server refuses more seconds heard than the time that passed.
    expect(finished[0]?.secondsHeard).toBe(35.5);
    expect(finished[0]).toMatchObject({
      startedAt: "2026-11-20T10:00:00.000Z",
      endedAt: "2026-11-20T10:00:37.050Z",
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

describe("PlayTracker: a play lasts what was heard (decision 032)", () => {
  const spans = (plays: PlayReport[]) =>
    plays.map((play) => [play.id, play.ending, play.startedAt, play.endedAt, play.secondsHeard]);

  it("ends a play where a pause began when the song is resumed, and goes on in a new one", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(20);
    tracker.silent(true); // paused
    advance(300);
    tracker.sounding(song(1), 1); // resumed
    advance(15);
    tracker.over("ended");
    expect(spans(finished)).toEqual([
      ["play-1", "interrupted", "2026-11-20T10:00:00.000Z", "2026-11-20T10:00:20.000Z", 20],
      ["play-2", "ended", "2026-11-20T10:05:20.000Z", "2026-11-20T10:05:35.000Z", 15],
    ]);
    expect(finished[1]?.songId).toBe("song-1");
  });

  it("splits a play at a stall longer than the silence a play may hold", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(10);
    tracker.silent(false); // buffering…
    advance(7); // …for seven seconds
    tracker.sounding(song(1), 1);
    advance(5);
    tracker.over("ended");
    expect(spans(finished)).toEqual([
      ["play-1", "interrupted", "2026-11-20T10:00:00.000Z", "2026-11-20T10:00:10.000Z", 10],
      ["play-2", "ended", "2026-11-20T10:00:17.000Z", "2026-11-20T10:00:22.000Z", 5],
    ]);
  });

  it("adds short silences up: the one that passes the limit splits the play", () => {
    const { tracker, finished, advance } = setUp();
    tracker.sounding(song(1), 1);
    advance(5);
    tracker.silent(false);
    advance(SILENCE_IN_PLAY_MS / 1000 - 0.5);
    tracker.sounding(song(1), 1);
    advance(5);
    tracker.silent(false);
    advance(1);
    tracker.sounding(song(1), 1);
    advance(5);
    tracker.over("ended");
    expect(finished.map((play) => [play.ending, play.secondsHeard])).toEqual([
      ["interrupted", 10],
      ["ended", 5],
    ]);
    expect(Date.parse(finished[0]?.endedAt ?? "") - Date.parse(finished[0]?.startedAt ?? "")).toBe(
      10_000 + SILENCE_IN_PLAY_MS - 500,
    );
  });

  it("closes a play left open by a reload where its sound last stopped", () => {
    const { tracker, advance, storage, at } = setUp();
    tracker.sounding(song(1), 1);
    advance(25);
    tracker.silent(true);
    advance(60);
    tracker.tick();
    const [left] = openPlayStore({ storage, tabId: "tab-1", now: at }).takeLeftOver();
    const report = reportOf(left as OpenPlay, "abandoned", (left as { savedAt: number }).savedAt);
    expect([report.endedAt, report.secondsHeard]).toEqual(["2026-11-20T10:00:25.000Z", 25]);
    // A play kept by a page from before, paused: it ends where what it heard ends.
    const older = { ...(left as OpenPlay), silentMs: undefined };
    expect(reportOf(older, "abandoned", at()).endedAt).toBe("2026-11-20T10:00:25.000Z");
  });

  it("never reports a play the server would refuse for its span, whatever the player says", () => {
    // A player's every word in random order, for a long while, on a clock that ticks in
    // odd steps: each play's span holds its seconds heard, and at most the allowed silence.
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const { tracker, finished, advance } = setUp();
    for (let step = 0; step < 5000; step++) {
      advance(Math.round(random() * 4000) / 1000);
      const track = song(Math.floor(random() * 3));
      const roll = random();
      if (roll < 0.5) tracker.sounding(track, Math.floor(random() * 3));
      else if (roll < 0.8) tracker.silent(roll < 0.65);
      else if (roll < 0.9) tracker.tick();
      else
        tracker.over((["ended", "left", "stopped"] as const)[Math.floor(random() * 3)] ?? "ended");
    }
    tracker.leave();
    expect(finished.length).toBeGreaterThan(500);
    for (const play of finished) {
      const span = Date.parse(play.endedAt) - Date.parse(play.startedAt);
      expect(play.secondsHeard * 1000).toBeLessThanOrEqual(span + 1);
      expect(span).toBeLessThanOrEqual(play.secondsHeard * 1000 + SPAN_BEYOND_HEARD_MS);
    }
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
      establishmentId: ESTABLISHMENT,
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
