import { describe, expect, it } from "vitest";
import { addDays, licenceDay, licenceRunsOn } from "./licence-days";

describe("licence days", () => {
  it("reads the day in Spain, not in UTC", () => {
    expect(licenceDay(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(licenceDay(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(licenceDay(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });

  it("adds days across months, years and the clock change", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 30)).toBe("2027-01-30");
    expect(addDays("2026-03-29", -1)).toBe("2026-03-28");
  });
});

describe("licenceRunsOn", () => {
  it("runs until the last day begins, and always without an end", () => {
    expect(licenceRunsOn("2026-07-01", "2026-06-30")).toBe(true);
    expect(licenceRunsOn("2026-07-01", "2026-07-01")).toBe(false);
    expect(licenceRunsOn(null, "2099-01-01")).toBe(true);
  });
});
