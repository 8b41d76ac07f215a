/**
 * The number printed on a certificate: the brand's first three letters, the year of issue
 * and the sequence, "SON-2026-000042". The sequence never restarts, so a number is unique
 * whatever the year says.
 */
export function certificateNumber(options: { brandName: string; year: number; sequence: number }) {
  const letters = options.brandName
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 3);
  const prefix = letters.length === 3 ? letters : "CER";
  return `${prefix}-${options.year}-${String(options.sequence).padStart(6, "0")}`;
}
