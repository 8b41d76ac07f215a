import { ZONE_STATE_STALE_MS } from "~/shared/remote/zone-state-timings";
import { describe, expect, it } from "vitest";
import type { ZoneState } from "./schema";
import { zoneStatus } from "./zone-status";

const now = new Date("2026-11-26T12:00:00Z");
const state = (changes: Partial<ZoneState> = {}): ZoneState => ({
  deviceId: "4b0c6f5e-8c51-4c3a-9d8e-0d3c1e2f3a4b",
  playing: true,
  track: null,
  position: 0,
  volume: 0.5,
  offline: false,
  closed: false,
  reason: "Comidas · Jazz suave",
  at: now.toISOString(),
  seenAt: now.toISOString(),
  ...changes,
});

describe("zoneStatus", () => {
  it("says what a fresh state says", () => {
    expect(zoneStatus(state(), now)).toBe("playing");
    expect(zoneStatus(state({ playing: false }), now)).toBe("paused");
    expect(zoneStatus(state({ closed: true, playing: false }), now)).toBe("closed");
    expect(zoneStatus(state({ offline: true }), now)).toBe("offline");
  });

  it("reads no state, or one not heard for 45 s, as no player", () => {
    expect(zoneStatus(null, now)).toBe("no-player");
    const old = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(zoneStatus(state({ seenAt: old(ZONE_STATE_STALE_MS - 1) }), now)).toBe("playing");
    expect(zoneStatus(state({ seenAt: old(ZONE_STATE_STALE_MS) }), now)).toBe("no-player");
  });
});
