/** One line of progress for the operator (the CLI writes them to stderr). */
export type Progress = (line: string) => void;

/** "12.3 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Calls `report` every `every` steps and at the last one, for long loops of small steps. */
export function everyNth(total: number, every: number, report: (done: number) => void) {
  let done = 0;
  return () => {
    done++;
    if (done % every === 0 || done === total) report(done);
  };
}
