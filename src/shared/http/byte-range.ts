/** Bytes `start` to `end` of a body, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single "bytes=" range of a body of `size` bytes; "invalid" when it cannot be
 * satisfied. The server answers the player's Range requests with it, and the service
 * worker the same requests from the offline reserve.
 */
export function parseRange(
  header: string | null | undefined,
  size: number,
): ByteRange | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}
