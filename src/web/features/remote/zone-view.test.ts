import { describe, expect, it } from "vitest";
import { remoteCopy } from "~/shared/copy/remote";
import type { LiveZone, ZoneState } from "~/shared/remote/schema";
import {
  byEstablishment,
  clockText,
  isManualChoice,
  obeys,
  progressOf,
  statusNotice,
  withZoneState,
  zoneLabels,
} from "./zone-view";

const seenAt = "2026-11-26T10:00:00.000Z";
const heard = Date.parse(seenAt);

const state = (fields: Partial<ZoneState> = {}): ZoneState => ({
  deviceId: "7b0c7f4e-6c0e-4d43-9a43-1b3c0d2f5a10",
  playing: true,
  track: { id: "song-1", title: "Alegría", artist: "Rosa", durationSeconds: 200 },
  position: 30,
  volume: 0.5,
  offline: false,
  closed: false,
  reason: "Comidas · Jazz suave",
  at: "2026-11-26T09:59:59.900Z",
  seenAt,
  ...fields,
});

const zone = (fields: Partial<LiveZone> = {}): LiveZone => ({
  zoneId: "zone-1",
  establishmentId: "bar-1",
  establishmentName: "Bar Lucía",
  zoneName: "Principal",
  status: "playing",
  state: null,
  chosen: null,
  ...fields,
});

describe("progressOf", () => {
  it("moves a playing song on from when the server heard it", () => {
    expect(progressOf(state(), heard + 10_000)).toEqual({
      elapsed: 40,
      duration: 200,
      fraction: 0.2,
    });
  });

  it("holds a paused song where it stopped", () => {
    expect(progressOf(state({ playing: false }), heard + 60_000)?.elapsed).toBe(30);
  });

  it("never runs past the song's end, nor back before its position", () => {
    expect(progressOf(state(), heard + 3_600_000)?.fraction).toBe(1);
    // This device's clock a little behind the server's.
    expect(progressOf(state(), heard - 5_000)?.elapsed).toBe(30);
  });

  it("has nothing to show without a song", () => {
    expect(progressOf(state({ track: null }), heard)).toBeNull();
    expect(progressOf(null, heard)).toBeNull();
  });
});

describe("clockText", () => {
  it("words seconds as minutes and seconds", () => {
    expect(clockText(0)).toBe("0:00");
    expect(clockText(187.9)).toBe("3:07");
    expect(clockText(3600)).toBe("60:00");
  });
});

describe("what a zone's status says", () => {
  it("says plainly when nobody plays the zone or its player is cut off, and offers no control", () => {
    expect(statusNotice("no-player")).toBe("Ningún dispositivo está reproduciendo esta zona");
    expect(statusNotice("offline")).toBe(
      "Sin conexión: sigue sonando lo guardado en el dispositivo",
    );
    expect(obeys("no-player")).toBe(false);
    expect(obeys("offline")).toBe(false);
  });

  it("says nothing more of a zone that obeys", () => {
    expect(statusNotice("playing")).toBeNull();
    expect(statusNotice("paused")).toBeNull();
    expect(statusNotice("closed")).toBe(remoteCopy.closed);
    expect(obeys("playing") && obeys("paused") && obeys("closed")).toBe(true);
  });

  it("tells a list chosen by hand from the programme by the player's words", () => {
    expect(isManualChoice(state({ reason: "Elegido a mano: Lista Tardes, hasta las 18:00" }))).toBe(
      true,
    );
    expect(isManualChoice(state())).toBe(false);
    expect(isManualChoice(null)).toBe(false);
  });
});

describe("withZoneState", () => {
  it("puts a zone's new state in its place and leaves the others alone", () => {
    const other = zone({ zoneId: "zone-2" });
    const updated = withZoneState([zone(), other], "zone-1", state());
    expect(updated?.[0]?.state).toEqual(state());
    expect(updated?.[1]).toBe(other);
  });

  it("keeps a newer state than the one arriving late", () => {
    const zones = [zone({ state: state({ seenAt: "2026-11-26T10:00:05.000Z" }) })];
    expect(withZoneState(zones, "zone-1", state())).toBe(zones);
  });

  it("asks for the list again for a zone it does not know", () => {
    expect(withZoneState([zone()], "zone-new", state())).toBeUndefined();
  });
});

describe("grouping and naming", () => {
  const zones = [
    zone(),
    zone({ zoneId: "zone-2", zoneName: "Terraza" }),
    zone({ zoneId: "zone-3", establishmentId: "bar-2", establishmentName: "Café Sol" }),
  ];

  it("groups the zones under their establishments, in order", () => {
    expect(
      byEstablishment(zones).map((group) => [group.name, group.zones.map((z) => z.zoneId)]),
    ).toEqual([
      ["Bar Lucía", ["zone-1", "zone-2"]],
      ["Café Sol", ["zone-3"]],
    ]);
  });

  it("names each zone with its establishment once there are several establishments", () => {
    expect([...zoneLabels(zones).values()]).toEqual([
      "Bar Lucía · Principal",
      "Bar Lucía · Terraza",
      "Café Sol · Principal",
    ]);
    const renamed = [zone({ zoneName: "Sala" }), ...zones.slice(1)];
    expect(zoneLabels(renamed).get("zone-3")).toBe("Café Sol · Principal");
  });

  it("names a zone alone while the account has one establishment", () => {
    expect([...zoneLabels(zones.slice(0, 2)).values()]).toEqual(["Principal", "Terraza"]);
  });
});
