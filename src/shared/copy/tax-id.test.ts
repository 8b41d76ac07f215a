import { describe, expect, it } from "vitest";
import { taxIdProblem } from "../accounts/tax-id";
import { taxIdMessage } from "./tax-id";

const messageFor = (value: string) => {
  const problem = taxIdProblem(value);
  return problem && taxIdMessage(problem);
};

describe("taxIdMessage", () => {
  it.each([
    ["12345678A", "La letra del DNI no corresponde: con 12345678 debería ser Z"],
    ["X1234567A", "La letra del NIE no corresponde: con X1234567 debería ser L"],
    ["K1234567A", "La letra del NIF no corresponde: con K1234567 debería ser L"],
    ["B12345675", "El dígito de control del CIF no corresponde: con B1234567 debería ser 4"],
    ["Q28260008", "La letra de control del CIF no corresponde: con Q2826000 debería ser H"],
    ["C12345675", "El carácter de control del CIF no corresponde: con C1234567 debería ser 4 o D"],
    [
      "1234567Z",
      "No tiene el formato de un DNI (8 cifras y una letra), un NIE (X, Y o Z, 7 cifras y una letra) ni un CIF (una letra, 7 cifras y un dígito o letra de control)",
    ],
  ])("%s: %s", (value, message) => expect(messageFor(value)).toBe(message));
});
