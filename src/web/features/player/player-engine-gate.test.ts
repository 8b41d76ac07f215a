import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { setUp, songs } from "./engine-harness";

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("PlayerEngine: the gate (one player per establishment)", () => {
  it("starts no sound while the gate says no, and plays once it says yes", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    let allowed = false;
    const mayStart = vi.fn(async () => allowed);
    engine.useGate({ mayStart });
    void engine.choose(songs(2), 0);
    await media.settle();
    expect(mayStart).toHaveBeenCalled();
    expect(media.sounding()).toEqual([]);
    expect(state()).toMatchObject({ track: { id: "s1" }, playing: false, loading: false });

    allowed = true;
    void engine.play();
    await media.settle();
    expectPlaying(1);
  });

  it("a listener's start may ask; the programme's own start never does", async () => {
    const { media, engine } = setUp();
    const mayStart = vi.fn(async (_options?: { ask?: boolean }) => false);
    engine.useGate({ mayStart });
    void engine.choose(songs(2), 0);
    await media.settle();
    expect(mayStart).toHaveBeenLastCalledWith({ ask: true });
    void engine.beginSlot({ source: songs(2), volume: null, start: true, immediately: false });
    await media.settle();
    expect(mayStart).toHaveBeenLastCalledWith({ ask: false });
    void engine.playByProgramme();
    await media.settle();
    expect(mayStart).toHaveBeenLastCalledWith({ ask: false });
    void engine.play();
    await media.settle();
    expect(mayStart).toHaveBeenLastCalledWith({ ask: true });
  });

  it("asks again for each song the queue moves on to", async () => {
    const { media, engine, expectPlaying } = setUp();
    const mayStart = vi.fn(async () => true);
    engine.useGate({ mayStart });
    void engine.choose(songs(3), 0);
    await media.settle();
    const asked = mayStart.mock.calls.length;
    void engine.next();
    await media.settle();
    expectPlaying(2);
    expect(mayStart.mock.calls.length).toBeGreaterThan(asked);
  });

  it("hands over: pauses and ends the hearing at once", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    const over = vi.fn();
    engine.observe({ sounding: () => undefined, silent: () => undefined, over });
    void engine.choose(songs(2), 0);
    await media.settle();
    expectPlaying(1);
    engine.handOver();
    await media.settle();
    expect(over).toHaveBeenCalledWith("stopped");
    expect(state().playing).toBe(false);
    expect(media.sounding()).toEqual([]);
  });
});
