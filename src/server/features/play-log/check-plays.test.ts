import { describe, expect, it } from "vitest";
import { CLOCK_SLACK_MS, heldClaimAt, type Claim } from "./check-plays";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
const start = (seconds: number) => at(seconds).getTime();
const claims: Claim[] = [
  { deviceId: "a", claimedAt: at(10) },
  { deviceId: "b", claimedAt: at(40) },
  { deviceId: "a", claimedAt: at(70) },
];

describe("heldClaimAt", () => {
  it("leaves establishments never claimed, and the time before the first claim, open", () => {
    expect(heldClaimAt([], "a", start(0))).toBe(true);
    expect(heldClaimAt(claims, "b", start(0))).toBe(true);
  });

  it("lets a device play while it holds the claim, and refuses it while another does", () => {
    expect(heldClaimAt(claims, "a", start(20))).toBe(true);
    expect(heldClaimAt(claims, "b", start(20))).toBe(false);
    expect(heldClaimAt(claims, "b", start(50))).toBe(true);
    expect(heldClaimAt(claims, "a", start(50))).toBe(false);
    expect(heldClaimAt(claims, "a", start(90))).toBe(true);
    expect(heldClaimAt(claims, "b", start(90))).toBe(false);
  });

  it("gives a clock's slack either way at a take-over, and no more", () => {
    const slack = CLOCK_SLACK_MS;
    // The device that lost at 40 s: a play it began just after, by a clock a little ahead.
    expect(heldClaimAt(claims, "a", start(40) + slack - 1)).toBe(true);
    expect(heldClaimAt(claims, "a", start(40) + slack + 1)).toBe(false);
    // The device that took over: a play it began just before, by a clock a little behind.
    expect(heldClaimAt(claims, "b", start(40) - slack)).toBe(true);
    expect(heldClaimAt(claims, "b", start(40) - slack - 1)).toBe(false);
  });

  it("treats a device unknown to the claims as another device", () => {
    expect(heldClaimAt(claims, "c", start(20))).toBe(false);
    expect(heldClaimAt(claims, "c", start(5))).toBe(true);
  });
});
