import { describe, expect, it } from "vitest";
import { isValidSpanishTaxId, normalizeTaxId } from "./tax-id";

describe("isValidSpanishTaxId", () => {
  it.each([
    "12345678Z", // DNI
    "00000000T",
    "X1234567L", // NIE
    "Y1234567X",
    "Z1234567R",
    "B12345674", // CIF, digit control
    "A58818501",
    "Q2826000H", // CIF, letter control (public body)
    "P0800000B",
    "b-1234567-4", // as typed
  ])("accepts %s", (value) => expect(isValidSpanishTaxId(value)).toBe(true));

  it.each([
    "12345678A", // wrong DNI letter
    "1234567Z", // too short
    "X1234567A", // wrong NIE letter
    "B12345675", // wrong CIF control
    "B1234567D", // right control as a letter, where a digit is required
    "Q28260008", // right control as a digit, where a letter is required
    "I12345674", // no such organisation letter
    "",
    "ABCDEFGHI",
  ])("refuses %s", (value) => expect(isValidSpanishTaxId(value)).toBe(false));
});

describe("normalizeTaxId", () => {
  it("drops separators and capitalises", () => {
    expect(normalizeTaxId(" b-12.345.674 ")).toBe("B12345674");
  });
});
