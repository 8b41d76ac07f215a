import { describe, expect, it } from "vitest";
import type { ZoneState } from "../remote/schema";
import { networkStatus, type ZoneFacts } from "./network-status";

const now = new Date("2026-11-29T15:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const state = (changes: Partial<ZoneState> = {}): ZoneState => ({
  deviceId: "7c1c1a4e-5b8c-4a55-9d1f-8f1f4a0f2d11",
  playing: true,
  track: null,
  position: 0,
  volume: 70,
  offline: false,
  closed: false,
  reason: "",
  at: ago(1000),
  seenAt: ago(1000),
  ...changes,
});
const facts = (changes: Partial<ZoneFacts>): ZoneFacts => ({
  state: state(),
  open: true,
  reserveMs: 8 * 3_600_000,
  ...changes,
});

describe("networkStatus", () => {
  it("says what a player heard in the last 45 s says", () => {
    expect(networkStatus(facts({}), now)).toBe("playing");
    expect(networkStatus(facts({ state: state({ offline: true }) }), now)).toBe("offline");
    expect(networkStatus(facts({ state: state({ closed: true }) }), now)).toBe("closed");
    // Outside opening hours a player still sounding is closed to head office: the
    // programme says so, and the player will stop at its next check.
    expect(networkStatus(facts({ open: false }), now)).toBe("closed");
  });

  it("takes a paused player for silence inside opening hours, and a pause without a programme", () => {
    expect(networkStatus(facts({ state: state({ playing: false }) }), now)).toBe("silent");
    expect(networkStatus(facts({ state: state({ playing: false }), open: null }), now)).toBe(
      "paused",
    );
  });

  it("reads a player last heard playing as offline while its reserve lasts, then as silence", () => {
    const lost = state({ seenAt: ago(60_000) });
    expect(networkStatus(facts({ state: lost }), now)).toBe("offline");
    const long = state({ seenAt: ago(9 * 3_600_000) });
    expect(networkStatus(facts({ state: long }), now)).toBe("silent");
    expect(networkStatus(facts({ state: long, open: false }), now)).toBe("closed");
    // Last heard paused: it plays nothing wherever it is.
    expect(
      networkStatus(facts({ state: state({ seenAt: ago(60_000), playing: false }) }), now),
    ).toBe("silent");
  });

  it("never had a player: silence in opening hours, closed outside them or without hours", () => {
    expect(networkStatus(facts({ state: null }), now)).toBe("silent");
    expect(networkStatus(facts({ state: null, open: false }), now)).toBe("closed");
    expect(networkStatus(facts({ state: null, open: null }), now)).toBe("closed");
  });
});
