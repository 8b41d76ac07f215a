import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./retention";

describe("retentionCutoff", () => {
  it("goes back whole calendar years", () => {
    expect(retentionCutoff(new Date("2031-06-15T10:00:00Z"), 5)).toEqual(
      new Date("2026-06-15T10:00:00Z"),
    );
  });

  it("falls back from 29 February to 1 March in a year without it", () => {
    expect(retentionCutoff(new Date("2028-02-29T12:00:00Z"), 1)).toEqual(
      new Date("2027-03-01T12:00:00Z"),
    );
  });
});
