import { useEffect, useState } from "react";

/** The value, once it has stopped changing for `delayMs`. */
function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * A search box's text as the query to send, trimmed: typing waits for a pause, but a
 * cleared box is one act with nothing to wait for — the whole list comes back at once,
 * and what is clicked next is not swapped for it a moment later.
 */
export function useDebouncedSearch(text: string): string {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed);
  return trimmed === "" ? "" : debounced;
}
