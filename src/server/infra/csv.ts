/** Spanish Excel splits on ";" (the comma is its decimal separator). */
export const CSV_SEPARATOR = ";";
/** Tells Excel the file is UTF-8, so "canción" keeps its accent. */
export const UTF8_BOM = "\uFEFF";

/**
 * Text a spreadsheet would run as a formula ("=HYPERLINK(…)", "+1", "-2", "@SUM", or a
 * tab or return before one) gets a leading apostrophe: shown as text, never evaluated.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One field: numbers as they are; text neutralised and quoted when it needs to be. */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended as RFC 4180 says (CRLF). */
export const csvLine = (fields: (string | number)[]) =>
  `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

/** "Café Lucía, S.L." → "cafe-lucia-s-l": for a file name any system accepts. */
export function slug(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "establecimiento"
  );
}
