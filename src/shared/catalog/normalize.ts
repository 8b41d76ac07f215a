/** Lowercase, accents removed, spaces collapsed: "  Acústico   Suave " → "acustico suave". */
export function normalizeText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
