import { describe, expect, it } from "vitest";
import { findExactConflict, type ExactCampaignFacts } from "./conflicts";

const facts = (id: string, changes: Partial<ExactCampaignFacts> = {}): ExactCampaignFacts => ({
  id,
  name: `Campaña ${id}`,
  validFrom: "2026-12-01",
  validUntil: null,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  mode: { kind: "exact", times: [21 * 60 + 45], duckDb: 15 },
  zoneIds: ["sala"],
  longestSeconds: 30,
  ...changes,
});

describe("exact-time conflicts", () => {
  it("refuses the same time in a shared zone, naming the other and the time", () => {
    const conflict = findExactConflict(facts("new", { zoneIds: ["terraza", "sala"] }), [
      facts("old"),
    ]);
    expect(conflict).toMatchObject({ other: { id: "old" }, minute: 21 * 60 + 45, zoneId: "sala" });
  });

  it("refuses a time that falls while the other's message still plays", () => {
    const later = facts("new", { mode: { kind: "exact", times: [21 * 60 + 46], duckDb: 15 } });
    expect(findExactConflict(later, [facts("old", { longestSeconds: 90 })])).not.toBeNull();
    expect(findExactConflict(later, [facts("old", { longestSeconds: 60 })])).toBeNull();
  });

  it("lets them be in other zones, on other days, or in dates that do not meet", () => {
    const old = facts("old");
    expect(findExactConflict(facts("new", { zoneIds: ["terraza"] }), [old])).toBeNull();
    expect(
      findExactConflict(facts("a", { weekdays: [1, 2] }), [facts("b", { weekdays: [3] })]),
    ).toBeNull();
    expect(
      findExactConflict(facts("a", { validUntil: "2026-12-10" }), [
        facts("b", { validFrom: "2026-12-11" }),
      ]),
    ).toBeNull();
    expect(
      findExactConflict(facts("a", { validUntil: "2026-12-11" }), [
        facts("b", { validFrom: "2026-12-11" }),
      ]),
    ).not.toBeNull();
  });

  it("never counts a campaign against itself, nor between-songs campaigns", () => {
    expect(findExactConflict(facts("same"), [facts("same")])).toBeNull();
    const between = facts("b", {
      mode: { kind: "between", everySongs: 2, minMinutes: null, start: 0, end: 1440 },
    });
    expect(findExactConflict(facts("a"), [between])).toBeNull();
  });
});
