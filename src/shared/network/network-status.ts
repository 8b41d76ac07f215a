import { ZONE_STATE_STALE_MS } from "../remote/zone-state-timings";
import type { ZoneState } from "../remote/schema";

/**
 * A zone as head office sees it (decision 041): "Sonando", "En pausa", "Cerrado",
 * "Sin conexión" or "Silencio en horario".
 */
export const networkStatuses = ["playing", "paused", "closed", "offline", "silent"] as const;
export type NetworkStatus = (typeof networkStatuses)[number];

/** What the status is read from, all of it the server's. */
export interface ZoneFacts {
  /** The zone's latest state from its player, fresh or not (null: never one). */
  state: Pick<ZoneState, "playing" | "offline" | "closed" | "seenAt"> | null;
  /**
   * Whether the zone's programme has it open now; null: it has no programme, so no
   * opening hours either.
   */
  open: boolean | null;
  /**
   * How long a player that loses the server goes on playing what it kept (OFFLINE_HOURS):
   * within it, a player last heard playing is taken to be playing offline.
   */
  reserveMs: number;
  /** A seasonal pause has the zone silent now (decision 044): nothing should sound. */
  seasonalPause?: boolean;
}

/**
 * What a zone is doing now. A player's state heard in the last 45 s says it (closed,
 * offline, playing, paused). A player last heard playing but silent since, within the
 * hours its reserve lasts, is "Sin conexión": it may still play what it kept, and no one
 * can tell from here. Otherwise nothing sounds: "Silencio en horario" inside opening
 * hours, "Cerrado" outside them or without a programme. A paused player inside opening
 * hours is silence too: the shop hears nothing. A zone in its seasonal pause is "En
 * pausa", whatever its player or its hours say: it was silenced on purpose.
 */
export function networkStatus(facts: ZoneFacts, now: Date): NetworkStatus {
  const { state, open } = facts;
  if (facts.seasonalPause) return "paused";
  const heardAgo = state ? now.getTime() - Date.parse(state.seenAt) : Infinity;
  if (state && heardAgo < ZONE_STATE_STALE_MS) {
    if (state.closed || open === false) return "closed";
    if (state.offline) return "offline";
    if (state.playing) return "playing";
    return open ? "silent" : "paused";
  }
  if (state?.playing && !state.closed && heardAgo < facts.reserveMs) return "offline";
  return open ? "silent" : "closed";
}

/** Statuses in which nothing sounds although it should: what an alert is about. */
export const alarming = (status: NetworkStatus): status is "silent" | "offline" =>
  status === "silent" || status === "offline";
