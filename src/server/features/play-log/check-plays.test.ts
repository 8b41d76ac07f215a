import { describe, expect, it } from "vitest";
import {
  claimFaultAt,
  CLOCK_SLACK_MS,
  overlapsAtTakeOver,
  TAKE_OVER_GRACE_MS,
  type Claim,
} from "./check-plays";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
const start = (seconds: number) => at(seconds).getTime();
/** Device "a" in the session "shop", "b" in "bar". */
const claims: Claim[] = [
  { deviceId: "a", sessionId: "shop", claimedAt: at(10) },
  { deviceId: "b", sessionId: "bar", claimedAt: at(40) },
  { deviceId: "a", sessionId: "shop", claimedAt: at(70) },
];
const a = { deviceId: "a", sessionId: "shop" };
const b = { deviceId: "b", sessionId: "bar" };

describe("claimFaultAt", () => {
  it("lets a device play while it holds the claim in its session, and refuses it while another does", () => {
    expect(claimFaultAt(claims, a, start(20))).toBeNull();
    expect(claimFaultAt(claims, b, start(20))).toBe("claimedElsewhere");
    expect(claimFaultAt(claims, b, start(50))).toBeNull();
    expect(claimFaultAt(claims, a, start(50))).toBe("claimedElsewhere");
    expect(claimFaultAt(claims, a, start(90))).toBeNull();
    expect(claimFaultAt(claims, b, start(90))).toBe("claimedElsewhere");
  });

  it("takes no plays in a zone never claimed, nor before its first claim", () => {
    expect(claimFaultAt([], a, start(0))).toBe("notClaimed");
    expect(claimFaultAt(claims, a, start(0))).toBe("notClaimed");
  });

  it("treats the holder's device id in another session as another device", () => {
    const elsewhere = { deviceId: "a", sessionId: "stranger" };
    expect(claimFaultAt(claims, elsewhere, start(20))).toBe("claimedElsewhere");
    expect(claimFaultAt(claims, elsewhere, start(90))).toBe("claimedElsewhere");
  });

  it("lets a claim made before sessions were kept count for its device in any session", () => {
    const old: Claim[] = [{ deviceId: "a", sessionId: null, claimedAt: at(10) }];
    expect(claimFaultAt(old, { deviceId: "a", sessionId: "any" }, start(20))).toBeNull();
    expect(claimFaultAt(old, b, start(20))).toBe("claimedElsewhere");
  });

  it("gives a clock's slack either way at a take-over, and no more", () => {
    const slack = CLOCK_SLACK_MS;
    // The device that lost at 40 s: a play it began just after, by a clock a little ahead.
    expect(claimFaultAt(claims, a, start(40) + slack - 1)).toBeNull();
    expect(claimFaultAt(claims, a, start(40) + slack + 1)).toBe("claimedElsewhere");
    // The device that took over: a play it began just before, by a clock a little behind.
    expect(claimFaultAt(claims, b, start(40) - slack)).toBeNull();
    expect(claimFaultAt(claims, b, start(40) - slack - 1)).toBe("claimedElsewhere");
    // The first claim: a play begun a little before it, by a clock a little behind.
    expect(claimFaultAt(claims, a, start(10) - slack)).toBeNull();
    expect(claimFaultAt(claims, a, start(10) - slack - 1)).toBe("notClaimed");
  });

  it("treats a device unknown to the claims as another device", () => {
    const c = { deviceId: "c", sessionId: "shop" };
    expect(claimFaultAt(claims, c, start(20))).toBe("claimedElsewhere");
    expect(claimFaultAt(claims, c, start(5))).toBe("claimedElsewhere");
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
