import { onFirstUse } from "~/shared/intl/on-first-use";
const sizeFormat = onFirstUse(() => new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 }));

/** Bytes as people read them: "58 MB", "1,2 GB". */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${sizeFormat().format(unit >= 2 ? value : Math.round(value))} ${units[unit]}`;
}
