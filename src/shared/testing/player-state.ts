import type { ZoneStateInput } from "../remote/schema";

/**
 * What a player holding a zone sends (PUT /api/zones/:zoneId/state): a song playing, just
 * now, from a device of its own. For the suites, end-to-end tests and benches that stand
 * in for a player.
 */
export const playerState = (changes: Partial<ZoneStateInput> = {}): ZoneStateInput => ({
  deviceId: crypto.randomUUID(),
  playing: true,
  track: {
    id: crypto.randomUUID(),
    title: "Brisa de mar",
    artist: "Lía Costa",
    durationSeconds: 240,
  },
  position: 30,
  volume: 0.6,
  offline: false,
  closed: false,
  reason: "Comidas · Jazz suave",
  at: new Date().toISOString(),
  ...changes,
});
