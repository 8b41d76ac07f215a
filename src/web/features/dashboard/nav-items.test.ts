import { describe, expect, it } from "vitest";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { navItemsFor } from "./nav-items";

const copy = dashboardCopy.menu;
const labels = (...args: Parameters<typeof navItemsFor>) =>
  navItemsFor(...args).map((item) => item.label);

describe("navItemsFor", () => {
  it("gives a customer with access what they manage", () => {
    expect(labels("user", true)).toEqual(
      expect.arrayContaining([copy.establishments, copy.history, copy.inspectionGuide]),
    );
  });

  it("keeps the history of an owner without access who has establishments, and only that", () => {
    const kept = labels("user", false, true);
    expect(kept).toContain(copy.history);
    expect(kept).not.toContain(copy.establishments);
    expect(kept).not.toContain(copy.inspectionGuide);
    // A customer who never had an establishment has nothing to prove yet.
    expect(labels("user", false, false)).toEqual([
      copy.home,
      copy.profile,
      copy.subscription,
      copy.player,
    ]);
  });

  it("gives a team's employee the player and the remote, a manager the programmes too, never the bill", () => {
    expect(labels("user", true, false, "employee")).toEqual([
      copy.home,
      copy.profile,
      copy.player,
      copy.remote,
    ]);
    const manager = labels("user", true, false, "manager");
    expect(manager).toEqual(
      expect.arrayContaining([copy.establishments, copy.history, copy.messages]),
    );
    for (const hidden of [copy.subscription, copy.team, copy.inspectionGuide])
      expect(manager).not.toContain(hidden);
    expect(labels("user", true)).toContain(copy.team);
  });
});
