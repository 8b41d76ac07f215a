import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/web/lib/api-client";
import { PlaybackClaim } from "./playback-claim";

const held = (claimedAt: string) => ({
  holder: "this-device" as const,
  claimedAt,
  seenSecondsAgo: 0,
});

type ClaimState = Omit<ReturnType<typeof held>, "holder"> & {
  holder: "this-device" | "other-device" | "nobody";
};

function setUp(answers: (takeOver: boolean) => Promise<ReturnType<typeof held>>) {
  let chosen: string | null = "bar";
  let holder: ClaimState = held("2026-01-01T00:00:00.000Z");
  const claim = vi.fn((_id: string, takeOver: boolean) => answers(takeOver));
  const read = vi.fn(async (_id: string) => holder);
  const resume = vi.fn();
  const pause = vi.fn();
  const playback = new PlaybackClaim({ chosen: () => chosen, claim, read, resume, pause });
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
