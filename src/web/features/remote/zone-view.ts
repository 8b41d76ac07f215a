import { remoteCopy } from "~/shared/copy/remote";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { LiveZone, ZoneState, ZoneStatus } from "~/shared/remote/schema";

/**
 * How far the zone's song has gone now. The bar moves from when the server heard the
 * state (`seenAt`), not from the player's own clock (`at`): the player's device and this
 * one may disagree by minutes, and the server's clock is also the one staleness is read by.
 * The player sends its state at once on every change, so the two are a moment apart.
 */
export function progressOf(state: ZoneState | null, now: number) {
  if (!state?.track) return null;
  const duration = state.track.durationSeconds;
  const moved = state.playing ? Math.max(0, now - Date.parse(state.seenAt)) / 1000 : 0;
  const elapsed = Math.min(duration, state.position + moved);
  return { elapsed, duration, fraction: duration > 0 ? elapsed / duration : 0 };
}

/** "3:07": minutes and seconds. */
export function clockText(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Why a zone's controls are off or what stops its music, or nothing when it obeys. */
export function statusNotice(status: ZoneStatus): string | null {
  if (status === "no-player") return remoteCopy.noPlayer;
  if (status === "offline") return remoteCopy.offline;
  if (status === "closed") return remoteCopy.closed;
  return null;
}

/** A zone whose player hears commands: one heard lately, and connected. */
export const obeys = (status: ZoneStatus) => status !== "no-player" && status !== "offline";

// The player words a choice by hand with the programme's own copy ("Elegido a mano: …").
const MANUAL_PREFIX = schedulesCopy.player.manual;

/** Whether the zone plays a list chosen by hand, as its player says. */
export const isManualChoice = (state: ZoneState | null) =>
  state?.reason.startsWith(MANUAL_PREFIX) ?? false;

/**
 * The zones with one zone's new state, newest kept: a state older than the one held (two
 * crossing on the way) changes nothing. Undefined for a zone not in the list (added since
 * it was read): then the list is read again.
 */
export function withZoneState(
  zones: LiveZone[],
  zoneId: string,
  state: ZoneState,
): LiveZone[] | undefined {
  const zone = zones.find((each) => each.zoneId === zoneId);
  if (!zone) return undefined;
  if (zone.state && Date.parse(zone.state.seenAt) > Date.parse(state.seenAt)) return zones;
  return zones.map((each) => (each === zone ? { ...each, state } : each));
}

/** The zones under their establishments, in the order the server listed them. */
export function byEstablishment(zones: readonly LiveZone[]) {
  const groups = new Map<string, { id: string; name: string; zones: LiveZone[] }>();
  for (const zone of zones) {
    const group = groups.get(zone.establishmentId) ?? {
      id: zone.establishmentId,
      name: zone.establishmentName,
      zones: [],
    };
    group.zones.push(zone);
    groups.set(zone.establishmentId, group);
  }
  return [...groups.values()];
}

/**
 * What each zone is called on buttons ("Pausar Terraza") and in lists: its own name while
 * the account has one establishment; with several, each with its establishment's
 * ("Lumen Dos · Principal"), since a second shop's "Principal" says nothing by itself.
 */
export function zoneLabels(zones: readonly LiveZone[]): Map<string, string> {
  const establishmentIds = new Set(zones.map((zone) => zone.establishmentId));
  return new Map(
    zones.map((zone) => [
      zone.zoneId,
      establishmentIds.size === 1
        ? zone.zoneName
        : remoteCopy.zone(zone.establishmentName, zone.zoneName),
    ]),
  );
}
