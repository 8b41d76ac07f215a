import { describe, expect, it } from "vitest";
import { leaseRunning, monotonicClock } from "./offline-lease";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** A device: its system clock (which its owner may set) and the page's elapsed time. */
function device(start: number) {
  const state = { wall: start, elapsed: 0 };
  return {
    state,
    wait(ms: number) {
      state.wall += ms;
      state.elapsed += ms;
    },
    clock: (storage: ReturnType<typeof memoryStorage>) =>
      monotonicClock({ storage, now: () => state.wall, elapsed: () => state.elapsed }),
  };
}

const T0 = Date.UTC(2026, 10, 23, 12);
const HOUR = 3_600_000;
const lease = { expiresAt: new Date(T0 + 72 * HOUR).toISOString(), signature: "s" };

describe("leaseRunning", () => {
  it("lets offline playing go on until the lease ends, and not without one", () => {
    const storage = memoryStorage();
    const phone = device(T0);
    const clock = phone.clock(storage);
    expect(leaseRunning(lease, clock)).toBe(true);
    phone.wait(72 * HOUR - 1);
    expect(leaseRunning(lease, clock)).toBe(true);
    phone.wait(1);
    expect(leaseRunning(lease, clock)).toBe(false);
    expect(leaseRunning(null, clock)).toBe(false);
    expect(leaseRunning({ expiresAt: "pronto" }, clock)).toBe(false);
  });

  it("does not give more time when the clock is set back while playing", () => {
    const phone = device(T0);
    const clock = phone.clock(memoryStorage());
    phone.wait(70 * HOUR);
    phone.state.wall -= 48 * HOUR; // the owner sets the clock two days back
    expect(leaseRunning(lease, clock)).toBe(true);
    phone.wait(2 * HOUR);
    expect(leaseRunning(lease, clock)).toBe(false);
  });

  it("does not give more time when the clock is set back and the page reloaded", () => {
    const storage = memoryStorage();
    const phone = device(T0);
    phone.clock(storage);
    phone.wait(71 * HOUR);
    expect(leaseRunning(lease, phone.clock(storage))).toBe(true); // seen at 71 h
    phone.state.wall -= 48 * HOUR;
    phone.state.elapsed = 0; // a new page
    const reloaded = phone.clock(storage);
    expect(leaseRunning(lease, reloaded)).toBe(true);
    phone.wait(HOUR);
    expect(leaseRunning(lease, reloaded)).toBe(false);
  });

  it("follows a clock set forward: the lease only ends sooner", () => {
    const phone = device(T0);
    const clock = phone.clock(memoryStorage());
    phone.state.wall += 80 * HOUR;
    expect(leaseRunning(lease, clock)).toBe(false);
  });
});
