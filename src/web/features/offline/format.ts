const hoursFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
/** Under an hour, two decimals: a few minutes of music is not "0 h". */
const smallHoursFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });
const sizeFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });

/** Seconds as hours the way the banner says them: "8", "7,5", "0,25". */
export function formatHours(seconds: number): string {
  const hours = Math.max(0, seconds) / 3600;
  return (hours < 1 ? smallHoursFormat : hoursFormat).format(hours);
}

/** Bytes as people read them: "58 MB", "1,2 GB". */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${sizeFormat.format(unit >= 2 ? value : Math.round(value))} ${units[unit]}`;
}
