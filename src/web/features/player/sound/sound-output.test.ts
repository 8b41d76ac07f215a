import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ElementVolumeOutput } from "./sound-output";

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"],
  });
});
afterEach(() => vi.useRealTimers());

describe("the elements' own volume, where there is no Web Audio", () => {
  it("is the volume times the song's gain times the fade level, at most 1", () => {
    const output = new ElementVolumeOutput();
    const element = { volume: 1 };
    output.attach(element);
    output.setVolume(0.5);
    expect(element.volume).toBe(0.5);
    output.setGain(element, -6);
    expect(element.volume).toBeCloseTo(0.5 * 10 ** (-6 / 20), 10);
    output.setGain(element, 12); // ×3.98: capped where the element's volume reaches 1
    expect(element.volume).toBe(1);
  });

  it("fades along an equal-power curve over the given seconds, and says when it got there", async () => {
    const output = new ElementVolumeOutput();
    const element = { volume: 1 };
    output.attach(element);
    const done = output.fade(element, 0, 2);
    vi.advanceTimersByTime(1000);
    expect(element.volume).toBeCloseTo(Math.SQRT1_2, 1);
    vi.advanceTimersByTime(1000);
    expect(await done).toBe(true);
    expect(element.volume).toBe(0);
  });

  it("a fade taken over by another says so, and the new one starts where the level was", async () => {
    const output = new ElementVolumeOutput();
    const element = { volume: 1 };
    output.attach(element);
    const out = output.fade(element, 0, 2);
    vi.advanceTimersByTime(1000);
    const back = output.fade(element, 1, 0.3);
    expect(await out).toBe(false);
    expect(element.volume).toBeCloseTo(Math.SQRT1_2, 1);
    vi.advanceTimersByTime(300);
    expect(await back).toBe(true);
    expect(element.volume).toBe(1);
  });

  it("steps at once when fades take no time (the engine's logic tests)", async () => {
    const output = new ElementVolumeOutput(false);
    const element = { volume: 1 };
    output.attach(element);
    expect(await output.fade(element, 0, 4)).toBe(true);
    expect(element.volume).toBe(0);
  });
});
