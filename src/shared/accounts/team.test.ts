import { describe, expect, it } from "vitest";
import { accountCan, blockReach, type AccountRules } from "./team";

const account = (rules: Partial<AccountRules>): AccountRules => ({
  teamRole: "employee",
  listsOnly: false,
  blocksSongs: false,
  ...rules,
});

describe("who may block songs, and where (decision 045)", () => {
  it("lets the owner block anywhere and a manager in their zones", () => {
    expect(blockReach(account({ teamRole: "owner" }))).toBe("anywhere");
    expect(blockReach(account({ teamRole: "manager" }))).toBe("here");
  });

  it("lets an employee block in their zones only when the owner allows it", () => {
    expect(blockReach(account({}))).toBeNull();
    expect(accountCan(account({}), "blocked-songs:manage")).toBe(false);
    expect(blockReach(account({ blocksSongs: true }))).toBe("here");
    expect(accountCan(account({ blocksSongs: true }), "blocked-songs:manage")).toBe(true);
  });

  it("keeps the two settings apart", () => {
    const kept = account({ listsOnly: true, blocksSongs: true });
    expect(accountCan(kept, "catalog:browse")).toBe(false);
    expect(accountCan(kept, "blocked-songs:manage")).toBe(true);
    expect(accountCan(account({ teamRole: "manager", listsOnly: true }), "catalog:browse")).toBe(
      true,
    );
  });
});
