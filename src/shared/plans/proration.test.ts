import { describe, expect, it } from "vitest";
import { periodStartOf, prorationCents, timesZones } from "./proration";

const start = new Date("2026-03-01T00:00:00Z");
const end = new Date("2026-03-31T00:00:00Z");
const at = (day: number) => new Date(Date.UTC(2026, 2, day));

describe("prorationCents", () => {
  it("charges each added zone for the part of the period still to run", () => {
    // 30 days, 15 to run: half of 10 € for one zone.
    expect(
      prorationCents({
        unitCents: 1000,
        from: 3,
        to: 4,
        periodStart: start,
        periodEnd: end,
        now: at(16),
      }),
    ).toBe(500);
    // Two zones, 10 of 30 days left: 2 × 10 € × 1/3 = 6,67 €.
    expect(
      prorationCents({
        unitCents: 1000,
        from: 1,
        to: 3,
        periodStart: start,
        periodEnd: end,
        now: at(21),
      }),
    ).toBe(667);
  });

  it("charges the whole period at its very start, and nothing once it has ended", () => {
    const base = { unitCents: 1999, from: 1, to: 2, periodStart: start, periodEnd: end };
    expect(prorationCents({ ...base, now: start })).toBe(1999);
    expect(prorationCents({ ...base, now: new Date("2025-12-01T00:00:00Z") })).toBe(1999);
    expect(prorationCents({ ...base, now: end })).toBe(0);
    expect(prorationCents({ ...base, now: at(31) })).toBe(0);
  });

  it("costs nothing now when lowering or keeping the number", () => {
    const base = { unitCents: 1000, periodStart: start, periodEnd: end, now: at(10) };
    expect(prorationCents({ ...base, from: 4, to: 3 })).toBe(0);
    expect(prorationCents({ ...base, from: 3, to: 3 })).toBe(0);
  });
});

describe("periodStartOf", () => {
  it("is one month or one year before the period's end", () => {
    expect(periodStartOf(new Date("2026-04-15T10:00:00Z"), "month").toISOString()).toBe(
      "2026-03-15T10:00:00.000Z",
    );
    expect(periodStartOf(new Date("2027-04-15T10:00:00Z"), "year").toISOString()).toBe(
      "2026-04-15T10:00:00.000Z",
    );
  });
});

describe("timesZones", () => {
  it("multiplies in cents", () => {
    expect(timesZones(19.99, 3)).toBe(59.97);
    expect(timesZones(0.1, 3)).toBe(0.3);
  });
});
