import { describe, expect, it } from "vitest";
import { testCampaign, testMessage, testPlan } from "../testing/messages";
import { nextExactCue } from "./exact-cues";

const exact = (times: number[], duckDb = 15) => ({ kind: "exact", times, duckDb }) as const;
const at = (iso: string) => Date.parse(iso);

describe("exact-time messages", () => {
  it("finds the next time on the establishment's wall clock, with its ducking", () => {
    const plan = testPlan([testCampaign("c", exact([21 * 60 + 45], 18))]);
    // 2026-11-25 20:00 Madrid (UTC+1).
    const cue = nextExactCue(plan, at("2026-11-25T19:00:00Z"));
    expect(cue?.at).toBe(at("2026-11-25T20:45:00Z"));
    expect(cue?.duckDb).toBe(18);
    expect(cue?.message.id).toBe("a");
    // Once passed, tomorrow's.
    expect(nextExactCue(plan, at("2026-11-25T20:45:00.001Z"))?.at).toBe(at("2026-11-26T20:45:00Z"));
  });

  it("takes the Canaries' hour in the Canaries", () => {
    const plan = { ...testPlan([testCampaign("c", exact([9 * 60]))]), timeZone: "Atlantic/Canary" };
    expect(nextExactCue(plan, at("2026-11-25T06:00:00Z"))?.at).toBe(at("2026-11-25T09:00:00Z"));
  });

  it("rotates messages through the day's times and from day to day", () => {
    const plan = testPlan([testCampaign("c", exact([600, 720, 840]), { messageIds: ["a", "b"] })]);
    const ids: string[] = [];
    let from = at("2026-11-25T00:00:00Z");
    for (let index = 0; index < 12; index += 1) {
      const cue = nextExactCue(plan, from);
      if (!cue) throw new Error("no cue");
      ids.push(cue.message.id);
      from = cue.at + 1;
    }
    expect(ids.filter((id) => id === "a")).toHaveLength(6);
    ids.forEach((id, index) => index > 0 && expect(id).not.toBe(ids[index - 1]));
  });

  it("respects weekdays, the campaign's dates and the messages' validity", () => {
    // Wednesday 25th: only Fridays.
    const fridays = testPlan([testCampaign("c", exact([600]), { weekdays: [5] })]);
    expect(nextExactCue(fridays, at("2026-11-25T00:00:00Z"))?.at).toBe(at("2026-11-27T09:00:00Z"));
    const until = testPlan([testCampaign("c", exact([600]), { validUntil: "2026-11-24" })]);
    expect(nextExactCue(until, at("2026-11-25T00:00:00Z"))).toBeNull();
    const later = testPlan(
      [testCampaign("c", exact([600]))],
      [testMessage("a", { validFrom: "2026-11-27" })],
    );
    expect(nextExactCue(later, at("2026-11-25T00:00:00Z"))?.at).toBe(at("2026-11-27T09:00:00Z"));
  });

  it("never sounds while the establishment is closed", () => {
    const plan = testPlan([testCampaign("c", exact([8 * 60, 21 * 60 + 45]))]);
    // Open 09:00–21:00 Madrid (08:00–20:00 UTC in winter).
    const isOpen = (instant: number) => {
      const hour = new Date(instant).getUTCHours();
      return hour >= 8 && hour < 20;
    };
    expect(nextExactCue(plan, at("2026-11-25T00:00:00Z"), isOpen)).toBeNull();
    const open = testPlan([testCampaign("c", exact([8 * 60, 10 * 60 + 30]))]);
    expect(nextExactCue(open, at("2026-11-25T00:00:00Z"), isOpen)?.at).toBe(
      at("2026-11-25T09:30:00Z"),
    );
  });

  it("on the spring change, a skipped time sounds when the clock jumps past it, once", () => {
    // 2026-03-29: 02:00 → 03:00 in Madrid, at 01:00 UTC.
    const plan = testPlan([testCampaign("c", exact([2 * 60 + 30]))]);
    const cue = nextExactCue(plan, at("2026-03-28T23:00:00Z"));
    expect(cue?.at).toBe(at("2026-03-29T01:00:00Z"));
    expect(nextExactCue(plan, (cue?.at ?? 0) + 1)?.at).toBe(at("2026-03-30T00:30:00Z"));
  });

  it("on the autumn change, a repeated time sounds once, on its first pass", () => {
    // 2026-10-25: 03:00 → 02:00 in Madrid, at 01:00 UTC; 02:30 happens at 00:30 and 01:30 UTC.
    const plan = testPlan([testCampaign("c", exact([2 * 60 + 30]))]);
    const cue = nextExactCue(plan, at("2026-10-24T23:00:00Z"));
    expect(cue?.at).toBe(at("2026-10-25T00:30:00Z"));
    expect(nextExactCue(plan, (cue?.at ?? 0) + 1)?.at).toBe(at("2026-10-26T01:30:00Z"));
  });
});
