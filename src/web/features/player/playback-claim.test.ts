import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/web/lib/api-client";
import { PlaybackClaim } from "./playback-claim";
import type { ZoneTabs } from "./zone-tabs";

const held = (claimedAt: string) => ({
  holder: "this-device" as const,
  claimedAt,
  seenSecondsAgo: 0,
  live: true,
});

/** The tabs of one browser, each with its own ZoneTabs, sharing one lock per zone. */
function browserTabs() {
  const holders = new Map<string, { tab: number; lost: () => void }>();
  const tab = (id: number): ZoneTabs => {
    let mine: string | null = null;
    const give = (zoneId: string, lost: () => void) => {
      if (mine && mine !== zoneId) holders.delete(mine);
      holders.set(zoneId, { tab: id, lost });
      mine = zoneId;
    };
    return {
      hold: async (zoneId, lost) => {
        const holder = holders.get(zoneId);
        if (holder && holder.tab !== id) return false;
        give(zoneId, lost);
        return true;
      },
      take: async (zoneId, lost) => {
        const holder = holders.get(zoneId);
        give(zoneId, lost);
        if (holder && holder.tab !== id) holder.lost();
      },
      heldByAnotherTab: async (zoneId) => (holders.get(zoneId)?.tab ?? id) !== id,
      release: () => {
        if (mine && holders.get(mine)?.tab === id) holders.delete(mine);
        mine = null;
      },
    };
  };
  return { tab };
}

type ClaimState = Omit<ReturnType<typeof held>, "holder"> & {
  holder: "this-device" | "other-device" | "nobody";
};

function setUp(answers: (takeOver: boolean) => Promise<ReturnType<typeof held>>, tabs?: ZoneTabs) {
  let chosen: string | null = "bar";
  let holder: ClaimState = held("2026-01-01T00:00:00.000Z");
  const claim = vi.fn((_id: string, takeOver: boolean) => answers(takeOver));
  const read = vi.fn(async (_id: string) => holder);
  const resume = vi.fn();
  const pause = vi.fn();
  const playback = new PlaybackClaim({ chosen: () => chosen, claim, read, resume, pause, tabs });
  return {
    playback,
    claim,
    read,
    resume,
    pause,
    choose: (id: string | null) => (chosen = id),
    serverSays: (state: ClaimState) => (holder = state),
  };
}

const conflict = () => new ApiError(409, "CONFLICT", "otro");

describe("PlaybackClaim", () => {
  it("claims once, then lets the player start without asking the server again", async () => {
    const { playback, claim } = setUp(async () => held("2026-01-01T00:00:00.000Z"));
    expect(await playback.mayStart()).toBe(true);
    expect(await playback.mayStart()).toBe(true);
    expect(claim).toHaveBeenCalledTimes(1);
    expect(playback.getSnapshot()).toMatchObject({ heldFor: "bar", asking: null });
  });

  it("plays freely without an establishment, and when the server cannot be reached", async () => {
    const { playback, claim, choose } = setUp(async () => {
      throw new ApiError(0, "NETWORK", "sin red");
    });
    choose(null);
    expect(await playback.mayStart()).toBe(true);
    expect(claim).not.toHaveBeenCalled();
    choose("bar");
    expect(await playback.mayStart()).toBe(true);
    expect(playback.getSnapshot().heldFor).toBeNull();
  });

  it("asks when another device plays it, and plays once the listener takes it over", async () => {
    const { playback, claim, resume } = setUp(async (takeOver) => {
      if (!takeOver) throw conflict();
      return held("2026-01-01T00:00:01.000Z");
    });
    expect(await playback.mayStart()).toBe(false);
    expect(playback.getSnapshot().asking).toEqual({ establishmentId: "bar", seenSecondsAgo: null });
    await playback.takeOver();
    expect(claim).toHaveBeenLastCalledWith("bar", true);
    expect(resume).toHaveBeenCalledTimes(1);
    expect(playback.getSnapshot()).toMatchObject({
      heldFor: "bar",
      heldSince: "2026-01-01T00:00:01.000Z",
      asking: null,
    });
  });

  it("a start the programme makes by itself never asks: another device playing is a quiet no", async () => {
    const { playback, claim } = setUp(async () => {
      throw conflict();
    });
    expect(await playback.mayStart({ ask: false })).toBe(false);
    expect(claim).toHaveBeenCalledWith("bar", false);
    expect(playback.getSnapshot()).toMatchObject({ asking: null, heldFor: null });
  });

  it("a start of the programme's own does not claim a zone another device plays: this one is a remote", async () => {
    const { playback, claim, serverSays } = setUp(async () => held("2026-01-01T00:00:05.000Z"));
    serverSays({ ...held("2026-01-01T00:00:00.000Z"), holder: "other-device" });
    expect(await playback.mayStart({ ask: false })).toBe(false);
    expect(claim).not.toHaveBeenCalled();
    expect(playback.getSnapshot()).toMatchObject({ asking: null, heldFor: null });
    // Its holder fell silent, or signed out: the programme takes the zone.
    serverSays({ ...held("2026-01-01T00:00:00.000Z"), holder: "other-device", live: false });
    expect(await playback.mayStart({ ask: false })).toBe(true);
    expect(claim).toHaveBeenCalledWith("bar", false);
  });

  it("asks before playing a zone another tab of this browser plays, and takes it from that tab", async () => {
    const browser = browserTabs();
    const first = setUp(async () => held("2026-01-01T00:00:06.000Z"), browser.tab(1));
    const second = setUp(async () => held("2026-01-01T00:00:07.000Z"), browser.tab(2));
    expect(await first.playback.mayStart()).toBe(true);

    // The server takes both tabs for one device: the tabs tell, and nothing is claimed.
    expect(await second.playback.mayStart({ ask: false })).toBe(false);
    expect(second.playback.getSnapshot().asking).toBeNull();
    expect(await second.playback.mayStart()).toBe(false);
    expect(second.claim).not.toHaveBeenCalled();
    expect(second.playback.getSnapshot().asking).toEqual({
      establishmentId: "bar",
      seenSecondsAgo: null,
    });

    await second.playback.takeOver();
    expect(second.resume).toHaveBeenCalledTimes(1);
    expect(second.playback.getSnapshot()).toMatchObject({ heldFor: "bar", asking: null });
    expect(first.pause).toHaveBeenCalledTimes(1);
    expect(first.playback.getSnapshot()).toMatchObject({ heldFor: null, lost: "bar" });

    // Taken back from the notice: the second tab stops in turn.
    await first.playback.takeOver();
    expect(first.playback.getSnapshot()).toMatchObject({ heldFor: "bar", lost: null });
    expect(second.playback.getSnapshot()).toMatchObject({ heldFor: null, lost: "bar" });
  });

  it("lets another tab play a zone this one lost to another device, or let go at sign-out", async () => {
    const browser = browserTabs();
    const first = setUp(async () => held("2026-01-01T00:00:08.000Z"), browser.tab(1));
    const second = setUp(async () => held("2026-01-01T00:00:09.000Z"), browser.tab(2));
    await first.playback.mayStart();
    first.playback.lostIt("bar");
    expect(await second.playback.mayStart()).toBe(true);
    second.playback.forget();
    first.choose("bar");
    expect(await first.playback.mayStart()).toBe(true);
  });

  it("stays silent when the listener cancels", async () => {
    const { playback, resume } = setUp(async () => {
      throw conflict();
    });
    expect(await playback.mayStart()).toBe(false);
    playback.cancel();
    expect(playback.getSnapshot().asking).toBeNull();
    expect(resume).not.toHaveBeenCalled();
  });

  it("hands over when another device took it, says so, and takes it back on request", async () => {
    const { playback, pause, resume, claim } = setUp(async () => held("2026-01-01T00:00:02.000Z"));
    await playback.mayStart();
    playback.lostIt("another");
    expect(pause).not.toHaveBeenCalled();
    playback.lostIt("bar");
    expect(pause).toHaveBeenCalledTimes(1);
    expect(playback.getSnapshot()).toMatchObject({ heldFor: null, lost: "bar" });
    await playback.takeOver();
    expect(claim).toHaveBeenLastCalledWith("bar", true);
    expect(resume).toHaveBeenCalledTimes(1);
    expect(playback.getSnapshot()).toMatchObject({ heldFor: "bar", lost: null });
  });

  it("asks again when the play log refused a play for its claim, and says it lost the zone only if it did", async () => {
    const { playback, read, pause, serverSays } = setUp(async () =>
      held("2026-01-01T00:00:03.000Z"),
    );
    await playback.recheck();
    expect(read).not.toHaveBeenCalled();
    await playback.mayStart();
    // Plays left over from an earlier session: refused, while this session holds the zone.
    await playback.recheck();
    expect(read).toHaveBeenCalledWith("bar");
    expect(pause).not.toHaveBeenCalled();
    expect(playback.getSnapshot()).toMatchObject({ heldFor: "bar", lost: null });
    // Another session took it over while this device did not hear.
    serverSays({ ...held("2026-01-01T00:00:09.000Z"), holder: "other-device" });
    await playback.recheck();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(playback.getSnapshot()).toMatchObject({ heldFor: null, lost: "bar" });
  });

  it("forgets its claim when the session ends: whoever signs in next asks again", async () => {
    const { playback, claim } = setUp(async () => held("2026-01-01T00:00:04.000Z"));
    await playback.mayStart();
    playback.forget();
    expect(playback.getSnapshot()).toMatchObject({ heldFor: null, heldSince: null, lost: null });
    await playback.mayStart();
    expect(claim).toHaveBeenCalledTimes(2);
  });
});
