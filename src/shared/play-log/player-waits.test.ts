import { describe, expect, it } from "vitest";
import { waitRecordingOf } from "./player-waits";
import { LIVE_WINDOW_MS } from "./recording";

describe("waitRecordingOf", () => {
  const startedAt = new Date("2026-11-26T09:00:00.000Z");
  const after = (ms: number) => new Date(startedAt.getTime() + ms);

  it("is live when the server had the start within the live window", () => {
    expect(waitRecordingOf({ startedAt, receivedAt: after(0) })).toBe("live");
    expect(waitRecordingOf({ startedAt, receivedAt: after(LIVE_WINDOW_MS) })).toBe("live");
  });

  it("is late when the start reached the server after it", () => {
    expect(waitRecordingOf({ startedAt, receivedAt: after(LIVE_WINDOW_MS + 1) })).toBe("late");
  });
});
