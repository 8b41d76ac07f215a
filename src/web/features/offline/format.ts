/**
 * Bytes as people read them: "58 MB", "1,2 GB". One decimal with a comma, by arithmetic:
 * the player shows this as it opens, and the browser's first Intl formatter would cost
 * it ~45 ms of locale set-up (four times that on a slow phone) for a figure below 1 000.
 */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const shown = unit >= 2 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${String(shown).replace(".", ",")} ${units[unit]}`;
}
