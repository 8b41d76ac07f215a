import { describe, expect, it } from "vitest";
import { certificateNumber } from "./certificate-number";

describe("certificateNumber", () => {
  it("joins the brand's letters, the year and six digits", () => {
    expect(certificateNumber({ brandName: "Sonaria", year: 2026, sequence: 42 })).toBe(
      "SON-2026-000042",
    );
    expect(certificateNumber({ brandName: "Sonaria", year: 2027, sequence: 1_234_567 })).toBe(
      "SON-2027-1234567",
    );
  });

  it("drops accents and spaces from the brand, and falls back when it has too few letters", () => {
    expect(certificateNumber({ brandName: "Ámbar 24", year: 2026, sequence: 7 })).toBe(
      "AMB-2026-000007",
    );
    expect(certificateNumber({ brandName: "7X", year: 2026, sequence: 7 })).toBe("CER-2026-000007");
  });
});
