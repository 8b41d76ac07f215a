import { ZONE_STATE_STALE_MS } from "~/shared/remote/zone-state-timings";
import type { ZoneState, ZoneStatus } from "./schema";

/**
 * What a zone is doing now, from its latest state: a state not heard for 45 s has no
 * player behind it (the player sends one every 20 s while it holds the zone), whatever it
 * said. The server answers it, and the remote asks again as time passes.
 */
export function zoneStatus(state: ZoneState | null, now: Date): ZoneStatus {
  if (!state || now.getTime() - Date.parse(state.seenAt) >= ZONE_STATE_STALE_MS) return "no-player";
  if (state.offline) return "offline";
  if (state.closed) return "closed";
  return state.playing ? "playing" : "paused";
}
