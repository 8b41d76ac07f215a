const dniLetters = "TRWAGMYFPDXBNJZSQVHLCKE";
const cifControlLetters = "JABCDEFGHI";
/** Organisations whose CIF ends in a letter, and those whose CIF ends in a digit. */
const letterControlOrgs = "NPQRSW";
const digitControlOrgs = "ABEH";

/** As it is stored and compared: capitals, without the spaces, dots and dashes people type. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

/** DNI (8 digits), NIE (X/Y/Z + 7 digits) and K/L/M NIFs (7 digits): a check letter mod 23. */
function hasValidCheckLetter(id: string): boolean {
  const match = /^([XYZKLM]?)(\d{7,8})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, prefix = "", digits = "", letter] = match;
  const expectedLength = prefix === "" ? 8 : 7;
  if (digits.length !== expectedLength) return false;
  const nieDigit = "XYZ".indexOf(prefix);
  const number = Number(`${nieDigit >= 0 ? nieDigit : ""}${digits}`);
  return dniLetters[number % 23] === letter;
}

/** A CIF: organisation letter, 7 digits and a control digit or letter (Orden EHA/451/2008). */
function hasValidCifControl(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, org = "", digits = "", control = ""] = match;
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  const expected = (10 - (sum % 10)) % 10;
  const asDigit = String(expected);
  const asLetter = cifControlLetters[expected];
  if (letterControlOrgs.includes(org)) return control === asLetter;
  if (digitControlOrgs.includes(org)) return control === asDigit;
  return control === asDigit || control === asLetter;
}

/** Whether a Spanish NIF (DNI, NIE or CIF), once normalised, has a valid control character. */
export function isValidSpanishTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  return hasValidCheckLetter(id) || hasValidCifControl(id);
}
