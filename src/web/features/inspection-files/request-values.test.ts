import { describe, expect, it } from "vitest";
import {
  defaultDetail,
  formStart,
  previousMonth,
  requestOf,
  spanishDay,
  withDay,
  withoutDay,
} from "./request-values";

describe("previousMonth", () => {
  it("is the whole calendar month before today's", () => {
    expect(previousMonth(new Date(2026, 10, 24))).toEqual({
      from: "2026-10-01",
      until: "2026-10-31",
    });
  });

  it("goes back across the year, and knows February's length", () => {
    expect(previousMonth(new Date(2027, 0, 1))).toEqual({
      from: "2026-12-01",
      until: "2026-12-31",
    });
    expect(previousMonth(new Date(2028, 2, 31))).toEqual({
      from: "2028-02-01",
      until: "2028-02-29",
    });
  });
});

describe("defaultDetail", () => {
  it("lists every play of up to 31 days, and the per-day totals beyond", () => {
    expect(defaultDetail("2026-10-01", "2026-10-31")).toBe("every-play");
    expect(defaultDetail("2026-10-01", "2026-11-01")).toBe("some-days");
    expect(defaultDetail("2026-01-01", "2026-12-31")).toBe("some-days");
  });

  it("keeps every play while a date is missing or the period is backwards", () => {
    expect(defaultDetail("", "2026-10-31")).toBe("every-play");
    expect(defaultDetail("2026-10-31", "2026-10-01")).toBe("every-play");
  });
});

describe("the days in detail", () => {
  it("adds a day once, in calendar order, and nothing for an empty date", () => {
    const days = withDay(withDay([], "2026-10-20"), "2026-10-03");
    expect(days).toEqual(["2026-10-03", "2026-10-20"]);
    expect(withDay(days, "2026-10-20")).toBe(days);
    expect(withDay(days, "")).toBe(days);
  });

  it("removes the day asked", () => {
    expect(withoutDay(["2026-10-03", "2026-10-20"], "2026-10-03")).toEqual(["2026-10-20"]);
  });

  it("writes them as Spain does", () => {
    expect(spanishDay("2026-10-03")).toBe("03/10/2026");
  });
});

describe("the request", () => {
  const bar = { id: "bar", zones: [{ id: "bar" }] };
  const club = { id: "club", zones: [{ id: "club" }, { id: "terrace" }] };

  it("starts with last month, every play and every zone ticked (none asked with one zone)", () => {
    const today = new Date(2026, 10, 24);
    expect(formStart(club, today)).toMatchObject({
      establishmentId: "club",
      zoneIds: ["club", "terrace"],
      from: "2026-10-01",
      until: "2026-10-31",
      detail: "every-play",
      signs: false,
    });
    expect(formStart(bar, today).zoneIds).toEqual([]);
  });

  it("sends the days only with 'some days' and the declaration only when signed", () => {
    const form = {
      ...formStart(club, new Date(2026, 10, 24)),
      days: ["2026-10-03"],
      declaration: { signerName: "Lucía Martín" },
    };
    expect(requestOf(form)).toEqual({
      establishmentId: "club",
      zoneIds: ["club", "terrace"],
      from: "2026-10-01",
      until: "2026-10-31",
      detail: "every-play",
      days: [],
    });
    expect(requestOf({ ...form, detail: "some-days", signs: true })).toMatchObject({
      detail: "some-days",
      days: ["2026-10-03"],
      declaration: { signerName: "Lucía Martín" },
    });
  });
});
