import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * The visitor's current date, or null while prerendering and hydrating, so that
 * dates come from the browser rather than being frozen into the HTML at build time.
 */
export function useToday(): Date | null {
  const today = useSyncExternalStore(
    noop,
    () => new Date().toDateString(),
    () => null,
  );
  return today ? new Date(today) : null;
}
