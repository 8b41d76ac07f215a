import { describe, expect, it } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import { LIVE_WINDOW_MS, SPAN_BEYOND_HEARD_MS } from "~/shared/play-log/recording";
import type { PlayReport } from "~/shared/play-log/schema";
import {
  checkPlays,
  claimFaultAt,
  CLOCK_SLACK_MS,
  joinWindows,
  overlapsAtTakeOver,
  TAKE_OVER_GRACE_MS,
  withinAccess,
  type Claim,
  type ZoneStream,
} from "./check-plays";

const errors = playLogCopy.errors;

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

describe("withinAccess", () => {
  const window = (from: number, until: number | null) => ({
    from: at(from),
    until: until === null ? null : at(until),
  });

  it("holds a play inside a window, joining windows that meet, with a clock's slack", () => {
    const joined = joinWindows([window(100, null), window(0, 40), window(40, 60)]);
    expect(withinAccess(joined, start(10), start(55))).toBe(true);
    expect(withinAccess(joined, start(500), start(900))).toBe(true);
    expect(withinAccess(joined, start(0) - CLOCK_SLACK_MS, start(60) + CLOCK_SLACK_MS)).toBe(true);
    expect(withinAccess(joined, start(0) - CLOCK_SLACK_MS - 1, start(10))).toBe(false);
  });

  it("refuses a play in a gap, or across one", () => {
    const joined = joinWindows([window(0, 40), window(100, null)]);
    expect(withinAccess(joined, start(60), start(70))).toBe(false);
    expect(withinAccess(joined, start(30), start(110))).toBe(false);
    expect(withinAccess([], start(30), start(31))).toBe(false);
  });
});

describe("checkPlays: what a play must show (decision 032)", () => {
  const receivedAt = at(0);
  const HOUR = 3_600_000;
  const moment = (ms: number) => new Date(receivedAt.getTime() + ms).toISOString();
  const play = (changes: Partial<PlayReport>): PlayReport => ({
    id: "p",
    establishmentId: "e",
    songId: "s",
    startedAt: moment(-60_000),
    endedAt: moment(-40_000),
    secondsHeard: 20,
    ending: "ended",
    deviceId: "d",
    origin: "network",
    lease: null,
    ...changes,
  });
  const faultsOf = (report: PlayReport, zone: Partial<ZoneStream["zone"]> = {}) =>
    checkPlays({
      plays: [{ index: 0, play: report, zoneId: "z" }],
      receivedAt,
      zones: new Map([
        [
          "z",
          {
            createdAt: new Date(receivedAt.getTime() - 10 * HOUR),
            zone: {
              createdAt: new Date(receivedAt.getTime() - 5 * HOUR),
              archivedAt: null,
              ...zone,
            },
            taken: [],
            // Its device has held the zone in this session all along (decision 034).
            claims: [{ deviceId: "d", sessionId: "s", claimedAt: new Date(0) }],
          },
        ],
      ]),
      secondsOf: () => 180,
      access: [{ from: new Date(0), until: null }],
      sessionId: "s",
      leaseIssued: () => true,
    }).map((fault) => `${fault.path}: ${fault.message}`);

  it("takes a live play begun up to the live window and its song's length before it arrived", () => {
    // The longest a live play may be: its song, the second its seconds heard may round past
    // it and the silence a play holds, ending as far back as the live window reaches.
    const longest = play({
      startedAt: moment(-LIVE_WINDOW_MS - 181_000 - SPAN_BEYOND_HEARD_MS),
      endedAt: moment(-LIVE_WINDOW_MS),
      secondsHeard: 181,
    });
    expect(faultsOf(longest)).toEqual([]);
    // Received within the live window of its end, begun long before: it could not be.
    expect(
      faultsOf(play({ startedAt: moment(-4 * HOUR), endedAt: moment(-3000), secondsHeard: 20 })),
    ).toEqual([`startedAt: ${errors.liveStartedTooEarly}`]);
  });

  it("refuses a span longer than what was heard, beyond a few seconds of silence", () => {
    const span = (heard: number, ms: number) =>
      play({ startedAt: moment(-60_000), endedAt: moment(-60_000 + ms), secondsHeard: heard });
    expect(faultsOf(span(20, 20_000 + SPAN_BEYOND_HEARD_MS))).toEqual([]);
    expect(faultsOf(span(20, 20_000 + SPAN_BEYOND_HEARD_MS + 1))).toEqual([
      `endedAt: ${errors.longerThanHeard}`,
    ]);
  });

  it("takes a zone's plays only from its creation until it was archived", () => {
    const startedAt = (ms: number) => play({ startedAt: moment(ms), endedAt: moment(ms + 20_000) });
    expect(faultsOf(startedAt(-6 * HOUR), {})).toEqual([`startedAt: ${errors.beforeZone}`]);
    const archivedAt = new Date(receivedAt.getTime() - 120_000);
    expect(faultsOf(startedAt(-60_000), { archivedAt })).toEqual([
      `startedAt: ${errors.afterZoneArchived}`,
    ]);
    // Begun before the archive, sent late from an offline queue: still its own.
    const lease = {
      deviceId: "d",
      issuedAt: moment(-2 * HOUR),
      expiresAt: moment(HOUR),
      signature: "s",
    };
    expect(
      faultsOf(play({ startedAt: moment(-HOUR), endedAt: moment(-HOUR + 20_000), lease }), {
        archivedAt,
      }),
    ).toEqual([]);
  });
});
