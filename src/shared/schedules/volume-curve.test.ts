import { describe, expect, it } from "vitest";
import { curveVolume, curveVolumeAt, nextCurveStep } from "./volume-curve";

/** 60 % from 08:00, 75 % at lunch, 50 % after 22:00 (listed in any order). */
const volumeCurve = [
  { start: 22 * 60, volume: 50 },
  { start: 8 * 60, volume: 60 },
  { start: 12 * 60, volume: 75 },
  { start: 15 * 60, volume: 60 },
];
const madrid = { volumeCurve, timeZone: "Europe/Madrid" };
/** Madrid is UTC+1 in winter: Monday 30 November 2026 at `hh:mm` local. */
const at = (hours: number, minutes = 0) => Date.UTC(2026, 10, 30, hours - 1, minutes);

describe("Volumen por horas", () => {
  it("holds each step until the next, and the night's last step past midnight", () => {
    expect(curveVolumeAt(volumeCurve, 8 * 60)).toBe(60);
    expect(curveVolumeAt(volumeCurve, 12 * 60 + 30)).toBe(75);
    expect(curveVolumeAt(volumeCurve, 23 * 60)).toBe(50);
    expect(curveVolumeAt(volumeCurve, 3 * 60)).toBe(50);
    expect(curveVolumeAt([], 3 * 60)).toBeNull();
    expect(curveVolume({ timeZone: "Europe/Madrid" }, at(10))).toBeNull();
  });

  it("reads the zone's own clock: 11:00 in Madrid is 10:00 in the Canaries", () => {
    expect(curveVolume(madrid, at(12))).toBe(75);
    expect(curveVolume({ ...madrid, timeZone: "Atlantic/Canary" }, at(12))).toBe(60);
  });

  it("names the next instant the volume changes, skipping a step to the same volume", () => {
    expect(nextCurveStep(madrid, at(10))).toBe(at(12));
    expect(nextCurveStep(madrid, at(12))).toBe(at(15));
    expect(nextCurveStep(madrid, at(23))).toBe(at(8) + 24 * 3_600_000);
    const flat = [
      { start: 8 * 60, volume: 60 },
      { start: 12 * 60, volume: 60 },
    ];
    expect(nextCurveStep({ ...madrid, volumeCurve: flat }, at(10))).toBeNull();
    const sameTwice = [...volumeCurve, { start: 13 * 60, volume: 75 }];
    expect(nextCurveStep({ ...madrid, volumeCurve: sameTwice }, at(12, 30))).toBe(at(15));
  });
});
