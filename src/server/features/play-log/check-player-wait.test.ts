import { describe, expect, it } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import { endFault, startFault } from "./check-player-wait";

const errors = playLogCopy.waits.errors;
const now = new Date("2026-11-26T09:00:00.000Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const createdAt = new Date("2026-01-01T00:00:00.000Z");

describe("startFault", () => {
  it("takes a start up to five seconds ahead of the server, for the answer's travel", () => {
    expect(startFault({ startedAt: at(0), establishmentCreatedAt: createdAt, now })).toBeNull();
    expect(startFault({ startedAt: at(5_000), establishmentCreatedAt: createdAt, now })).toBeNull();
    expect(startFault({ startedAt: at(5_001), establishmentCreatedAt: createdAt, now })).toBe(
      errors.startInFuture,
    );
  });

  it("refuses a start before the establishment existed, and takes its very moment", () => {
    expect(startFault({ startedAt: at(-1), establishmentCreatedAt: now, now: at(60_000) })).toBe(
      errors.beforeEstablishment,
    );
    expect(startFault({ startedAt: now, establishmentCreatedAt: now, now })).toBeNull();
  });
});

describe("endFault", () => {
  it("takes an end at or after the start, up to five seconds ahead of the server", () => {
    expect(endFault({ startedAt: at(-60_000), endedAt: at(-60_000), now })).toBeNull();
    expect(endFault({ startedAt: at(-60_000), endedAt: at(5_000), now })).toBeNull();
  });

  it("refuses an end before the start, or ahead of the server", () => {
    expect(endFault({ startedAt: at(-60_000), endedAt: at(-60_001), now })).toBe(
      errors.endsBeforeStart,
    );
    expect(endFault({ startedAt: at(-60_000), endedAt: at(5_001), now })).toBe(errors.endInFuture);
  });
});
