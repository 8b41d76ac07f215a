import { describe, expect, it } from "vitest";
import { ownAccount, type TeamAccount, type ZoneWithEstablishment } from "~/shared/accounts/team";
import { messageReach } from "./message-reach";

/** An establishment's Principal zone, whose id is the establishment's. */
const principal = (establishmentId: string): ZoneWithEstablishment => ({
  id: establishmentId,
  establishmentId,
});

const manager: TeamAccount = {
  ownerId: "owner",
  teamRole: "manager",
  establishmentIds: ["A"],
  zonesOf: {},
  listsOnly: false,
  blocksSongs: false,
};

describe("messageReach", () => {
  it("lets the owner change every message, wherever it sounds", () => {
    expect(messageReach(ownAccount("owner"), [[principal("B")], []])).toBe("change");
  });

  it("lets a member change a message no campaign plays, or only campaigns wholly theirs", () => {
    expect(messageReach(manager)).toBe("change");
    expect(messageReach(manager, [[principal("A")], [principal("A")]])).toBe("change");
  });

  it("lets a member only hear a message that also sounds elsewhere", () => {
    expect(messageReach(manager, [[principal("A")], [principal("B")]])).toBe("hear");
    expect(messageReach(manager, [[principal("A"), principal("B")]])).toBe("hear");
  });

  it("hides from a member a message that sounds only elsewhere, or in a campaign with no zone", () => {
    expect(messageReach(manager, [[principal("B")]])).toBe("none");
    expect(messageReach(manager, [[]])).toBe("none");
  });

  it("takes a member given one zone of an establishment as working in that zone only", () => {
    const terraza = { id: "T", establishmentId: "C" };
    const ofTerraza: TeamAccount = {
      ...manager,
      establishmentIds: ["C"],
      zonesOf: { C: ["T"] },
    };
    expect(messageReach(ofTerraza, [[terraza]])).toBe("change");
    expect(messageReach(ofTerraza, [[terraza, principal("C")]])).toBe("hear");
    expect(messageReach(ofTerraza, [[principal("C")]])).toBe("none");
  });
});
