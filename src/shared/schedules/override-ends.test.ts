import { describe, expect, it } from "vitest";
import { overrideEndChoices } from "./override-ends";

describe("overrideEndChoices", () => {
  it("offers every half hour from the next, within a day, on the establishment's clock", () => {
    const choices = overrideEndChoices(Date.parse("2026-11-26T10:10:00Z"), "Europe/Madrid");
    expect(choices[0]).toEqual({ value: "2026-11-26T10:30:00.000Z", time: "11:30" });
    expect(choices[1]?.time).toBe("12:00");
    expect(choices).toHaveLength(47);
    expect(choices.at(-1)?.value).toBe("2026-11-27T09:30:00.000Z");
  });

  it("starts at the next half hour, never the present one", () => {
    const choices = overrideEndChoices(Date.parse("2026-11-26T10:30:00Z"), "Atlantic/Canary");
    expect(choices[0]).toEqual({ value: "2026-11-26T11:00:00.000Z", time: "11:00" });
  });

  it("says each end as the establishment's clocks show it, the repeated hour of autumn twice", () => {
    // Madrid leaves summer time at 03:00 on 2026-10-25 (01:00 UTC): 02:00–03:00 comes twice.
    const choices = overrideEndChoices(Date.parse("2026-10-24T23:50:00Z"), "Europe/Madrid");
    expect(choices.slice(0, 5).map((choice) => choice.time)).toEqual([
      "02:00",
      "02:30",
      "02:00",
      "02:30",
      "03:00",
    ]);
  });
});
