import { describe, expect, it } from "vitest";
import {
  CLOCK_SLACK_MS,
  heldClaimAt,
  overlapsAtTakeOver,
  TAKE_OVER_GRACE_MS,
  type Claim,
} from "./check-plays";

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

describe("overlapsAtTakeOver", () => {
  const play = (deviceId: string, from: number, to: number) => ({
    deviceId,
    startedAt: at(from),
    endedAt: at(to),
  });

  it("excuses the lost device's play sounding on after the take-over, for a grace", () => {
    // b took over at 40 s; a, playing since 30 s, heard of it at 45 s.
    expect(overlapsAtTakeOver(claims, play("a", 30, 45), play("b", 41, 60))).toBe(true);
    const grace = TAKE_OVER_GRACE_MS / 1000;
    expect(overlapsAtTakeOver(claims, play("a", 30, 40 + grace), play("b", 41, 60))).toBe(true);
    expect(overlapsAtTakeOver(claims, play("a", 30, 41 + grace), play("b", 41, 60))).toBe(false);
  });

  it("excuses nothing without a take-over between the two starts", () => {
    // The same device twice, a play begun after the take-over, and a device that never claimed.
    expect(overlapsAtTakeOver(claims, play("b", 30, 45), play("b", 41, 60))).toBe(false);
    expect(overlapsAtTakeOver(claims, play("a", 42, 50), play("b", 45, 60))).toBe(false);
    expect(overlapsAtTakeOver(claims, play("a", 30, 45), play("c", 41, 60))).toBe(false);
    // The taker's play must begin after its claim (within a clock's slack).
    expect(overlapsAtTakeOver(claims, play("a", 30, 45), play("b", 34, 60))).toBe(false);
  });
});
