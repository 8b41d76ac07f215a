import type { TaxIdProblem } from "../accounts/tax-id";

/** What a form says of a Spanish NIF it refuses: what is wrong, where that can be told. */
export const taxIdCopy = {
  format:
    "No tiene el formato de un DNI (8 cifras y una letra), un NIE (X, Y o Z, 7 cifras y una letra) ni un CIF (una letra, 7 cifras y un dígito o letra de control)",
  checkLetter: (document: string, base: string, expected: string) =>
    `La letra del ${document} no corresponde: con ${base} debería ser ${expected}`,
  cifDigit: (base: string, expected: string) =>
    `El dígito de control del CIF no corresponde: con ${base} debería ser ${expected}`,
  cifLetter: (base: string, expected: string) =>
    `La letra de control del CIF no corresponde: con ${base} debería ser ${expected}`,
  cifEither: (base: string, digit: string, letter: string) =>
    `El carácter de control del CIF no corresponde: con ${base} debería ser ${digit} o ${letter}`,
} as const;

/** The sentence for one problem, to show under the NIF field. */
export function taxIdMessage(problem: TaxIdProblem): string {
  switch (problem.kind) {
    case "format":
      return taxIdCopy.format;
    case "checkLetter":
      return taxIdCopy.checkLetter(problem.document, problem.base, problem.expected);
    case "cifControl": {
      const { digit, letter } = problem.expected;
      if (digit && letter) return taxIdCopy.cifEither(problem.base, digit, letter);
      return digit
        ? taxIdCopy.cifDigit(problem.base, digit)
        : taxIdCopy.cifLetter(problem.base, letter ?? "");
    }
  }
}
