import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MusicStateFields } from "~/shared/player/music-state";
import { ApiError } from "~/web/lib/api-client";
import { musicStateSaver, SAVE_RETRY_DELAYS_MS } from "./music-state-saver";

const unavailable = () => new ApiError(503, "UNAVAILABLE", "The database is not reachable");
const network = () => new ApiError(0, "NETWORK", "Failed to fetch");
const signedOut = () => new ApiError(401, "UNAUTHENTICATED", "Sign in to continue");

/** A saver whose server answers what the test queues (ok by default), recording each state. */
function setUp() {
  let position = 0;
  const sent: number[] = [];
  const answers: (Error | "ok")[] = [];
  const logged: string[] = [];
  const saver = musicStateSaver({
    current: () => ({ position }) as MusicStateFields,
    send: async (state) => {
      sent.push(state.position as number);
      const answer = answers.shift() ?? "ok";
      if (answer !== "ok") throw answer;
    },
    log: (message) => logged.push(message),
  });
  return {
    saver,
    sent,
    logged,
    answer: (...next: (Error | "ok")[]) => answers.push(...next),
    playTo: (seconds: number) => (position = seconds),
  };
}

describe("musicStateSaver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ["a 503", unavailable],
    ["no answer", network],
  ])("tries again by itself after %s, with the state as it is by then", async (_, failure) => {
    const { saver, sent, answer, playTo } = setUp();
    answer(failure());
    playTo(10);
    await saver.save();
    expect(sent).toEqual([10]);
    expect(saver.unsent()).toBe(true);

    playTo(12);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAYS_MS[0] - 1);
    expect(sent).toEqual([10]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([10, 12]);
    expect(saver.unsent()).toBe(false);
  });

  it("waits longer after each failure in a row, and starts over once one succeeds", async () => {
    const { saver, sent, answer } = setUp();
    answer(unavailable(), unavailable(), network(), unavailable(), unavailable());
    await saver.save();
    const at: number[] = [];
    for (let tries = 0; tries < 5; tries++) {
      const before = sent.length;
      const start = Date.now();
      while (sent.length === before) await vi.advanceTimersByTimeAsync(500);
      at.push(Date.now() - start);
    }
    expect(at).toEqual([2000, 5000, 15000, 30000, 30000]);
    expect(saver.unsent()).toBe(false);

    // A new failure waits the shortest delay again.
    answer(unavailable());
    await saver.save();
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAYS_MS[0]);
    expect(sent).toHaveLength(8);
    expect(saver.unsent()).toBe(false);
  });

  it("sends at once when the connection comes back, and not twice", async () => {
    const { saver, sent, answer } = setUp();
    answer(network());
    await saver.save();
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
    // Nothing waiting: coming back sends nothing.
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
  });

  it("gives up on a refusal another try cannot change", async () => {
    const { saver, sent, answer, logged } = setUp();
    answer(signedOut());
    await saver.save();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(1);
    expect(saver.unsent()).toBe(false);
    expect(logged).toEqual(["the music state was refused"]);
  });

  it("sends one state at a time, the latest after the one on its way", async () => {
    let release: () => void = () => {};
    const sent: number[] = [];
    let position = 1;
    const saver = musicStateSaver({
      current: () => ({ position }) as MusicStateFields,
      send: (state) => {
        sent.push(state.position as number);
        return new Promise<void>((resolve) => (release = resolve));
      },
      log: () => {},
    });
    const first = saver.save();
    position = 2;
    void saver.save();
    position = 3;
    void saver.save();
    expect(sent).toEqual([1]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([1, 3]);
    release();
    await first;
    expect(sent).toEqual([1, 3]);
  });

  it("stops trying again once stopped (logout)", async () => {
    const { saver, sent, answer } = setUp();
    answer(unavailable());
    await saver.save();
    saver.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(1);
    expect(saver.unsent()).toBe(false);
  });
});
