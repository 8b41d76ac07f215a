import { describe, expect, it } from "vitest";
import { isValidSpanishTaxId, normalizeTaxId, taxIdProblem } from "./tax-id";

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

describe("taxIdProblem", () => {
  it("finds nothing wrong with a valid one", () => {
    expect(taxIdProblem("12345678-z")).toBeNull();
    expect(taxIdProblem("C12345674")).toBeNull();
    expect(taxIdProblem("C1234567D")).toBeNull();
  });

  it("names the check letter a DNI, NIE or K/L/M NIF should end in", () => {
    expect(taxIdProblem("12345678A")).toEqual({
      kind: "checkLetter",
      document: "DNI",
      base: "12345678",
      expected: "Z",
    });
    expect(taxIdProblem("x-1234567-a")).toEqual({
      kind: "checkLetter",
      document: "NIE",
      base: "X1234567",
      expected: "L",
    });
    expect(taxIdProblem("K1234567A")).toEqual({
      kind: "checkLetter",
      document: "NIF",
      base: "K1234567",
      expected: "L",
    });
  });

  it("names the control a CIF should end in: a digit, a letter, or either", () => {
    expect(taxIdProblem("B12345675")).toEqual({
      kind: "cifControl",
      base: "B1234567",
      expected: { digit: "4" },
    });
    expect(taxIdProblem("Q28260008")).toEqual({
      kind: "cifControl",
      base: "Q2826000",
      expected: { letter: "H" },
    });
    expect(taxIdProblem("C12345675")).toEqual({
      kind: "cifControl",
      base: "C1234567",
      expected: { digit: "4", letter: "D" },
    });
  });

  it.each(["", "1234567Z", "123456789", "X12345678L", "I12345674", "ABCDEFGHI", "12345678"])(
    "says %j is none of DNI, NIE or CIF",
    (value) => expect(taxIdProblem(value)).toEqual({ kind: "format" }),
  );
});
