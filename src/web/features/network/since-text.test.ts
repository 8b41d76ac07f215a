import { describe, expect, it } from "vitest";
import { sinceText } from "./since-text";

const madrid = "Europe/Madrid";
const now = Date.parse("2026-11-29T15:30:00+01:00");

describe("sinceText", () => {
  it("says today's time, with the article an hour takes", () => {
    expect(sinceText("2026-11-29T15:02:00+01:00", now, madrid)).toBe("desde las 15:02");
    expect(sinceText("2026-11-29T01:10:00+01:00", now, madrid)).toBe("desde la 01:10");
    expect(sinceText("2026-11-29T00:05:00+01:00", now, madrid)).toBe("desde las 00:05");
  });

  it("says yesterday, then the date", () => {
    expect(sinceText("2026-11-28T23:59:00+01:00", now, madrid)).toBe("desde ayer");
    expect(sinceText("2026-11-28T00:01:00+01:00", now, madrid)).toBe("desde ayer");
    expect(sinceText("2026-11-27T22:00:00+01:00", now, madrid)).toBe("desde el 27/11");
  });

  it("reads the days in the viewer's time zone", () => {
    // 00:20 in Madrid, still 23:20 of the day before in the Canaries.
    const afterMidnight = Date.parse("2026-11-29T23:20:00Z");
    const since = "2026-11-29T22:50:00Z";
    expect(sinceText(since, afterMidnight, madrid)).toBe("desde ayer");
    expect(sinceText(since, afterMidnight, "Atlantic/Canary")).toBe("desde las 22:50");
  });

  it("says nothing of a start not known", () => {
    expect(sinceText(null, now, madrid)).toBe("");
  });

  it("takes a clock a little ahead of the viewer's as now", () => {
    expect(sinceText("2026-11-29T15:31:00+01:00", now, madrid)).toBe("desde las 15:31");
  });
});
