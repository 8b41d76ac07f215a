import type { ZoneEvent } from "~/shared/events/topics";

/**
 * The zones' live events (decision 024), with their data: a command for a zone's player,
 * a player's new state for the remote. The dashboard's one event stream
 * (`use-live-events.ts`) hands each here; the player and "Mando" listen. `reconnected`
 * tells listeners that events may have been missed (read everything again).
 */
type Listener = (event: ZoneEvent | "reconnected") => void;
const listeners = new Set<Listener>();

export function onZoneEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function tellZoneEvent(event: ZoneEvent | "reconnected") {
  listeners.forEach((listener) => listener(event));
}
