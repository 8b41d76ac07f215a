import { describe, expect, it } from "vitest";
import { ownAccount, type TeamAccount } from "~/shared/accounts/team";
import { messageReach } from "./message-reach";

const manager: TeamAccount = {
  ownerId: "owner",
  teamRole: "manager",
  establishmentIds: ["A"],
  zonesOf: {},
  listsOnly: false,
};

describe("messageReach", () => {
  it("lets the owner change every message, wherever it sounds", () => {
    expect(messageReach(ownAccount("owner"), [["B"], []])).toBe("change");
  });

  it("lets a member change a message no campaign plays, or only campaigns wholly theirs", () => {
    expect(messageReach(manager)).toBe("change");
    expect(messageReach(manager, [["A"], ["A"]])).toBe("change");
  });

  it("lets a member only hear a message that also sounds elsewhere", () => {
    expect(messageReach(manager, [["A"], ["B"]])).toBe("hear");
    expect(messageReach(manager, [["A", "B"]])).toBe("hear");
  });

  it("hides from a member a message that sounds only elsewhere, or in a campaign with no zone", () => {
    expect(messageReach(manager, [["B"]])).toBe("none");
    expect(messageReach(manager, [[]])).toBe("none");
  });
});
