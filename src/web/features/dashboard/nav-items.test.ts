import { describe, expect, it } from "vitest";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { navItemsFor } from "./nav-items";

const copy = dashboardCopy.menu;
const labels = (...args: Parameters<typeof navItemsFor>) =>
  navItemsFor(...args).map((item) => item.label);

describe("navItemsFor", () => {
  it("gives a customer with access what they manage", () => {
    expect(labels("user", true)).toEqual(
      expect.arrayContaining([
        copy.establishments,
        copy.history,
        copy.inspectionGuide,
        copy.inspectionFiles,
      ]),
    );
  });

  it("keeps the history and the inspection files of an owner without access who has establishments, and only those", () => {
    const kept = labels("user", false, true);
    expect(kept).toContain(copy.history);
    // Proof outlives the subscription: the files of periods played stay to be asked for.
    expect(kept).toContain(copy.inspectionFiles);
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
    // A manager asks for files too (the declaration stays the owner's).
    expect(manager).toEqual(
      expect.arrayContaining([
        copy.establishments,
        copy.history,
        copy.messages,
        copy.inspectionFiles,
      ]),
    );
    for (const hidden of [copy.subscription, copy.team, copy.inspectionGuide])
      expect(manager).not.toContain(hidden);
    // "Estado de la red": the owner's and the managers', of the zones they work in.
    expect(manager).toContain(copy.network);
    expect(labels("user", true)).toContain(copy.network);
    expect(labels("user", true)).toContain(copy.team);
    // "Programas de empresa": head office's alone (decision 043).
    expect(labels("user", true)).toContain(copy.companyProgrammes);
    expect(manager).not.toContain(copy.companyProgrammes);
  });
});
