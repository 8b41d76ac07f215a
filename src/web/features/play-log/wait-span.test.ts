import { describe, expect, it } from "vitest";
import { waitSpan } from "./wait-span";

const start = { localDate: "2026-11-26", localTime: "09:00:00" };

describe("waitSpan", () => {
  it("gives start and end times when the wait ended the day it began", () => {
    expect(waitSpan({ ...start, localEndDate: "2026-11-26", localEndTime: "09:02:10" })).toBe(
      "09:00:00–09:02:10",
    );
  });

  it("gives the end's date too when the wait ran past midnight", () => {
    expect(waitSpan({ ...start, localEndDate: "2026-11-27", localEndTime: "00:10:00" })).toBe(
      "09:00:00–27/11/2026 00:10:00",
    );
  });

  it("says the wait has not ended when there is no end", () => {
    expect(waitSpan({ ...start, localEndDate: null, localEndTime: null })).toBe(
      "09:00:00, sin terminar",
    );
  });
});
