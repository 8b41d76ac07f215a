const dniLetters = "TRWAGMYFPDXBNJZSQVHLCKE";
const cifControlLetters = "JABCDEFGHI";
/** Organisations whose CIF ends in a letter, and those whose CIF ends in a digit. */
const letterControlOrgs = "NPQRSW";
const digitControlOrgs = "ABEH";

/** As it is stored and compared: capitals, without the spaces, dots and dashes people type. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

/**
 * What is wrong with a Spanish NIF, as far as it can be told: a shape that is no DNI, NIE
 * or CIF; or the right shape with a check character that does not match its digits
 * (`base` is the document without it, `expected` what it should end in).
 */
export type TaxIdProblem =
  | { kind: "format" }
  | { kind: "checkLetter"; document: "DNI" | "NIE" | "NIF"; base: string; expected: string }
  | { kind: "cifControl"; base: string; expected: { digit?: string; letter?: string } };

/** DNI (8 digits), NIE (X/Y/Z + 7 digits) and K/L/M NIFs (7 digits): a check letter mod 23. */
function checkLetterProblem(id: string): TaxIdProblem | null | undefined {
  const match = /^(?:(\d{8})|([XYZ])(\d{7})|([KLM])(\d{7}))([A-Z])$/.exec(id);
  if (!match) return undefined;
  const [, dni, niePrefix, nieDigits, klmPrefix, klmDigits, letter] = match;
  const number = dni ?? klmDigits ?? `${"XYZ".indexOf(niePrefix ?? "")}${nieDigits}`;
  const expected = dniLetters[Number(number) % 23] ?? "";
  if (expected === letter) return null;
  const document = dni ? "DNI" : niePrefix ? "NIE" : "NIF";
  const base = dni ?? `${niePrefix ?? klmPrefix}${nieDigits ?? klmDigits}`;
  return { kind: "checkLetter", document, base, expected };
}

/** A CIF: organisation letter, 7 digits and a control digit or letter (Orden EHA/451/2008). */
function cifProblem(id: string): TaxIdProblem | null | undefined {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return undefined;
  const [, org = "", digits = "", control = ""] = match;
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  const value = (10 - (sum % 10)) % 10;
  const digit = String(value);
  const letter = cifControlLetters[value] ?? "";
  const expected = letterControlOrgs.includes(org)
    ? { letter }
    : digitControlOrgs.includes(org)
      ? { digit }
      : { digit, letter };
  if (control === expected.digit || control === expected.letter) return null;
  return { kind: "cifControl", base: `${org}${digits}`, expected };
}

/** What is wrong with a Spanish NIF (DNI, NIE or CIF) once normalised, or null if nothing. */
export function taxIdProblem(value: string): TaxIdProblem | null {
  const id = normalizeTaxId(value);
  const asPerson = checkLetterProblem(id);
  if (asPerson !== undefined) return asPerson;
  const asCompany = cifProblem(id);
  return asCompany === undefined ? { kind: "format" } : asCompany;
}

/** Whether a Spanish NIF (DNI, NIE or CIF), once normalised, has a valid control character. */
export function isValidSpanishTaxId(value: string): boolean {
  return taxIdProblem(value) === null;
}
