import { describe, expect, it } from "vitest";
import { licenceContractSchema, missingRights, songRightsSchema } from "./song-rights";

const signed = {
  territories: ["ES"],
  validFrom: "2026-01-01",
  validUntil: "2026-12-31",
  hasDocument: true,
};

describe("missingRights", () => {
  it("asks for the rights first, then names everything else a contract lacks", () => {
    expect(missingRights(null, "2026-06-01")).toEqual(["rights"]);
    expect(missingRights(signed, "2026-06-01")).toEqual([]);
    expect(
      missingRights({ ...signed, hasDocument: false, territories: ["FR", "PT"] }, "2026-06-01"),
    ).toEqual(["contractDocument", "territory"]);
  });

  it("takes ES, EU and WORLD as covering Spain", () => {
    for (const territories of [["ES"], ["EU"], ["WORLD"], ["FR", "ES"]])
      expect(missingRights({ ...signed, territories }, "2026-06-01")).toEqual([]);
  });

  it("counts a licence as ended from its last day on, and as not begun before its first", () => {
    expect(missingRights(signed, "2026-12-30")).toEqual([]);
    expect(missingRights(signed, "2026-12-31")).toEqual(["ended"]);
    expect(missingRights(signed, "2025-12-31")).toEqual(["notYetValid"]);
    expect(missingRights({ ...signed, validUntil: null }, "2099-01-01")).toEqual([]);
  });
});

describe("the rights' schemas", () => {
  it("upper-cases territory codes and refuses names", () => {
    const contract = {
      reference: "LIC-1",
      licensor: "Sello",
      signedOn: "2026-01-01",
      territories: ["es", "world"],
      validFrom: "2026-01-01",
      validUntil: null,
    };
    expect(licenceContractSchema.parse(contract).territories).toEqual(["ES", "WORLD"]);
    expect(licenceContractSchema.safeParse({ ...contract, territories: ["España"] }).success).toBe(
      false,
    );
  });

  it("needs an author, and takes only the societies it knows", () => {
    const rights = {
      authors: ["Ana"],
      performer: "Ana",
      masterOwner: "Sello",
      contractId: "0d4f9e4b-8a44-4c55-9f0e-2f7c3b7a1e11",
    };
    expect(songRightsSchema.parse(rights).managedBy).toEqual([]);
    expect(songRightsSchema.safeParse({ ...rights, authors: [] }).success).toBe(false);
    expect(songRightsSchema.safeParse({ ...rights, managedBy: ["SACEM"] }).success).toBe(false);
  });
});
