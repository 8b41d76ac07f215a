import { locks } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { zoneTabs } from "./zone-tabs";

// Node's Web Locks share one manager per process: two ZoneTabs are two tabs of a browser.
const manager = locks as unknown as LockManager;
const zone = () => `zone-${crypto.randomUUID()}`;

describe("zoneTabs", () => {
  it("lets one tab hold a zone, tells the others, and hands it over when taken", async () => {
    const [first, second] = [zoneTabs(manager), zoneTabs(manager)];
    const [firstLost, secondLost] = [vi.fn(), vi.fn()];
    const bar = zone();
    expect(await first.hold(bar, firstLost)).toBe(true);
    expect(await first.hold(bar, firstLost)).toBe(true);
    expect(await second.hold(bar, secondLost)).toBe(false);
    expect(await second.heldByAnotherTab(bar)).toBe(true);
    expect(await first.heldByAnotherTab(bar)).toBe(false);

    await second.take(bar, secondLost);
    await vi.waitFor(() => expect(firstLost).toHaveBeenCalledTimes(1));
    expect(await first.heldByAnotherTab(bar)).toBe(true);
    expect(await first.hold(bar, firstLost)).toBe(false);
    expect(secondLost).not.toHaveBeenCalled();
  });

  it("lets go of a zone when released, and of the last zone when it holds another", async () => {
    const [first, second] = [zoneTabs(manager), zoneTabs(manager)];
    const [bar, terrace] = [zone(), zone()];
    expect(await first.hold(bar, vi.fn())).toBe(true);
    first.release();
    await vi.waitFor(async () => expect(await second.heldByAnotherTab(bar)).toBe(false));
    expect(await first.hold(bar, vi.fn())).toBe(true);
    expect(await first.hold(terrace, vi.fn())).toBe(true);
    await vi.waitFor(async () => expect(await second.hold(bar, vi.fn())).toBe(true));
    expect(await second.hold(terrace, vi.fn())).toBe(false);
  });

  it("lets every tab play where the browser has no Web Locks", async () => {
    const tabs = zoneTabs(undefined);
    expect(await tabs.hold(zone(), vi.fn())).toBe(true);
    expect(await tabs.heldByAnotherTab(zone())).toBe(false);
  });
});
