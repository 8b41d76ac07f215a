import { describe, expect, it } from "vitest";
import type { LiveEvent } from "~/shared/events/topics";
import type { EventBus } from "../infra/realtime/event-bus";
import { UserScopedCache } from "./user-scoped-cache";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A bus on this process alone: what the cache hears of the real one. */
function localBus() {
  const listeners = new Set<(event: LiveEvent) => void>();
  const resyncs = new Set<() => void>();
  let caughtUp = () => Promise.resolve(true);
  const bus: EventBus = {
    caughtUp: () => caughtUp(),
    publish: async (event) => listeners.forEach((listener) => listener(event)),
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    subscribeZone: async () => () => {},
    onResync: (listener) => (resyncs.add(listener), () => resyncs.delete(listener)),
    close: async () => {},
  };
  return {
    bus,
    resync: () => resyncs.forEach((listener) => listener()),
    /** From now on, catching up takes until `release`, and `behind` events arrive meanwhile. */
    slowCatchUp(behind: LiveEvent[]) {
      let release: (ok: boolean) => void = () => {};
      caughtUp = () =>
        new Promise<boolean>((resolve) => {
          for (const event of behind) listeners.forEach((listener) => listener(event));
          release = resolve;
        });
      return { release: (ok: boolean) => release(ok) };
    },
  };
}

function counting(value: string, userId = "u1", validUntil?: number) {
  let loads = 0;
  return {
    load: async () => (loads++, { value, userId, validUntil }),
    loads: () => loads,
  };
}

describe("UserScopedCache", () => {
  it("loads once and answers from memory until its time is up", async () => {
    const time = clock();
    const cache = new UserScopedCache<string>({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    const source = counting("ana");
    expect(await cache.get("k", source.load)).toBe("ana");
    time.advance(59_000);
    expect(await cache.get("k", source.load)).toBe("ana");
    expect(source.loads()).toBe(1);
    time.advance(2_000);
    expect(await cache.get("k", source.load)).toBe("ana");
    expect(source.loads()).toBe(2);
  });

  it("never keeps a value past its own end (a session's expiry)", async () => {
    const time = clock();
    const cache = new UserScopedCache<string>({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    const source = counting("ana", "u1", time.now() + 5_000);
    await cache.get("k", source.load);
    time.advance(5_000);
    await cache.get("k", source.load);
    expect(source.loads()).toBe(2);
  });

  it("remembers nothing for nobody", async () => {
    const cache = new UserScopedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const nobody = async () => (loads++, null);
    expect(await cache.get("k", nobody)).toBeNull();
    expect(await cache.get("k", nobody)).toBeNull();
    expect(loads).toBe(2);
  });

  it("forgets a user's values when their topic is heard, and everything on a resync", async () => {
    const { bus, resync } = localBus();
    const cache = new UserScopedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    cache.follow(bus);
    const ana = counting("ana", "u1");
    const luis = counting("luis", "u2");
    await cache.get("a1", ana.load);
    await cache.get("a2", ana.load);
    await cache.get("l1", luis.load);

    await bus.publish({ topic: "user:u1" });
    await bus.publish({ topic: "catalog" });
    await cache.get("a1", ana.load);
    await cache.get("a2", ana.load);
    await cache.get("l1", luis.load);
    expect([ana.loads(), luis.loads()]).toEqual([4, 1]);

    resync();
    await cache.get("l1", luis.load);
    expect(luis.loads()).toBe(2);
  });

  it("answers from memory only once the bus has caught up with what others changed", async () => {
    const { bus, slowCatchUp } = localBus();
    const cache = new UserScopedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    cache.follow(bus);
    const ana = counting("ana", "u1");
    await cache.get("k", ana.load);

    // Another instance ended the session a moment ago: its event is still on its way.
    const catchingUp = slowCatchUp([{ topic: "user:u1" }]);
    const answer = cache.get("k", ana.load);
    catchingUp.release(true);
    await answer;
    expect(ana.loads()).toBe(2);

    // The bus cannot tell (its connection is down): memory is not trusted.
    const down = slowCatchUp([]);
    const unsure = cache.get("k", ana.load);
    down.release(false);
    await unsure;
    expect(ana.loads()).toBe(3);
  });

  it("shares one load among callers, but keeps nothing a change overtook", async () => {
    const cache = new UserScopedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const releases: ((value: { value: string; userId: string }) => void)[] = [];
    let loads = 0;
    const slow = () => (
      loads++,
      new Promise<{ value: string; userId: string }>((resolve) => releases.push(resolve))
    );
    const first = cache.get("k", slow);
    const second = cache.get("k", slow);
    expect(loads).toBe(1);

    // The user changes while the first load is on its way (say, the session ended).
    cache.forgetUser("u1");
    const third = cache.get("k", slow);
    expect(loads).toBe(2);
    releases[0]?.({ value: "before", userId: "u1" });
    expect(await first).toBe("before");
    expect(await second).toBe("before");
    releases[1]?.({ value: "after", userId: "u1" });
    expect(await third).toBe("after");
    // Only the load that began after the change was kept.
    expect(await cache.get("k", slow)).toBe("after");
    expect(loads).toBe(2);
  });

  it("lets the oldest value go when full", async () => {
    const cache = new UserScopedCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const source = counting("v");
    await cache.get("a", source.load);
    await cache.get("b", source.load);
    await cache.get("c", source.load);
    await cache.get("b", source.load);
    await cache.get("c", source.load);
    expect(source.loads()).toBe(3);
    await cache.get("a", source.load);
    expect(source.loads()).toBe(4);
  });
});
