import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ZoneMessages } from "~/shared/messages/schema";
import { testCampaign, testMessage } from "~/shared/testing/messages";
import { MessagesFollower, type MessagesPlayer } from "./messages-follower";

// Wednesday 2026-11-25, 21:44:50 in Madrid (UTC+1).
const START = Date.parse("2026-11-25T20:44:50Z");
const CUE = Date.parse("2026-11-25T20:45:00Z");

const zoneMessages = (campaigns: ZoneMessages["campaigns"]): ZoneMessages => ({
  zoneId: "zone",
  timeZone: "Europe/Madrid",
  campaigns,
  messages: [testMessage("a", { name: "Cierre" }), testMessage("b", { name: "Ofertas" })],
  updatedAt: "2026-11-25T00:00:00.000Z",
});
const atNineFortyFive = testCampaign("exact", { kind: "exact", times: [21 * 60 + 45], duckDb: 18 });
const everyTwoSongs = testCampaign(
  "between",
  { kind: "between", everySongs: 2, minMinutes: null, start: 0, end: 1440 },
  { messageIds: ["b"] },
);

function fakePlayer(playing = true) {
  const over: { id: string; duckDb: number }[] = [];
  let ended: ((reason: "ended" | "left" | "stopped") => void) | null = null;
  const player: MessagesPlayer & { songEnds(): void; over: typeof over } = {
    over,
    getSnapshot: () => ({ track: playing ? { id: "s1" } : null, playing, message: null }),
    observe: (observer) => {
      ended = observer.over;
      return () => (ended = null);
    },
    playMessageOver: (spot, duckDb) => {
      over.push({ id: spot.id, duckDb });
      return Promise.resolve();
    },
    useMessages: () => {},
    songEnds: () => ended?.("ended"),
  };
  return player;
}

function memory() {
  const kept = new Map<string, string>();
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe("the messages follower", () => {
  it("plays an exact-time message at its minute, over the music, once — a reload does not repeat it", async () => {
    const player = fakePlayer();
    const storage = memory();
    const follower = new MessagesFollower({ player, now: Date.now, isOpen: () => true, storage });
    follower.follow(zoneMessages([atNineFortyFive]));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(player.over).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(player.over).toEqual([{ id: "a", duckDb: 18 }]);
    expect(Date.now()).toBeGreaterThanOrEqual(CUE);
    follower.stop();
    // The page is loaded again 20 s later: the cue is within its grace, but was played.
    const again = new MessagesFollower({ player, now: Date.now, isOpen: () => true, storage });
    again.follow(zoneMessages([atNineFortyFive]));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(player.over).toHaveLength(1);
    again.stop();
  });

  it("says nothing while the establishment is closed, or over a paused player", async () => {
    const closed = fakePlayer();
    const follower = new MessagesFollower({
      player: closed,
      now: Date.now,
      isOpen: () => false,
      storage: memory(),
    });
    follower.follow(zoneMessages([atNineFortyFive]));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(closed.over).toEqual([]);
    follower.stop();

    const paused = fakePlayer(false);
    const other = new MessagesFollower({
      player: paused,
      now: Date.now,
      isOpen: () => true,
      storage: memory(),
    });
    other.follow(zoneMessages([atNineFortyFive]));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(paused.over).toEqual([]);
    other.stop();
  });

  it("gives the engine a message after every second song, counting the songs that end", () => {
    const player = fakePlayer();
    const follower = new MessagesFollower({
      player,
      now: Date.now,
      isOpen: () => true,
      storage: memory(),
    });
    follower.follow(zoneMessages([everyTwoSongs]));
    expect(follower.dueIfSongEnds()).toBeNull();
    player.songEnds();
    expect(follower.takeAfterSong()).toBeNull();
    expect(follower.dueIfSongEnds()?.name).toBe("Ofertas");
    player.songEnds();
    expect(follower.takeAfterSong()?.id).toBe("b");
    expect(follower.dueIfSongEnds()).toBeNull();
    player.songEnds();
    expect(follower.takeAfterSong()).toBeNull();
    follower.stop();
  });

  it("plays a message now when the remote asks, and only the account's", async () => {
    const player = fakePlayer();
    const follower = new MessagesFollower({
      player,
      now: Date.now,
      isOpen: () => true,
      storage: memory(),
    });
    follower.follow(zoneMessages([]));
    await follower.playNow("b");
    await follower.playNow("someone-else");
    expect(player.over).toEqual([{ id: "b", duckDb: 15 }]);
    follower.stop();
  });
});
