import { describe, expect, it } from "vitest";
import type { WhatPlays } from "~/shared/schedules/evaluate";
import type { ScheduleSlot } from "~/shared/schedules/schema";
import { curveText, playingText } from "./playing-text";

const slot: ScheduleSlot = {
  id: "s1",
  name: "Comidas",
  weekdays: [1, 2, 3, 4, 5],
  start: 13 * 60,
  end: 16 * 60,
  source: { kind: "playlist", playlistId: "jazz" },
  shuffle: false,
  volume: null,
};
const named = [{ source: slot.source, name: "Jazz suave", owner: "public" as const }];
const tz = "Europe/Madrid" as const;
// Monday 30 November 2026, 13:30 in Madrid (UTC+1).
const now = new Date("2026-11-30T12:30:00Z");

const plays = (reason: WhatPlays["reason"]): WhatPlays => ({
  source: null,
  shuffle: false,
  volume: null,
  reason,
});

describe("playingText", () => {
  it("names the slot, its source and its end by the shop's clock", () => {
    const text = playingText(
      plays({ kind: "slot", slot, specialDate: null, until: "2026-11-30T15:00:00Z" }),
      named,
      tz,
      now,
    );
    expect(text).toBe("Comidas · Lista Jazz suave, hasta las 16:00");
  });

  it("says a manual choice, what was chosen and when it ends", () => {
    const chosen = { ...plays({ kind: "override", until: "2026-11-30T17:00:00Z" }) };
    chosen.source = slot.source;
    expect(playingText(chosen, named, tz, now)).toBe(
      "Elegido a mano: Lista Jazz suave, hasta las 18:00",
    );
  });

  it("says midnight ending today as tonight's 00:00, and a later one by its day", () => {
    // 00:00 in Madrid on Tuesday 1 December is 23:00 UTC on the Monday.
    expect(
      playingText(plays({ kind: "override", until: "2026-11-30T23:00:00Z" }), [], tz, now),
    ).toBe("Elegido a mano: Una lista que ya no existe, hasta las 00:00");
    expect(
      playingText(plays({ kind: "override", until: "2026-12-01T23:00:00Z" }), [], tz, now),
    ).toBe("Elegido a mano: Una lista que ya no existe, hasta el miércoles a las 00:00");
    expect(playingText(plays({ kind: "closed", until: "2026-12-01T07:00:00Z" }), [], tz, now)).toBe(
      "Cerrado: la música vuelve el martes a las 08:00",
    );
  });

  it("says when the music comes back after closing, naming another day", () => {
    expect(playingText(plays({ kind: "closed", until: "2026-12-01T07:00:00Z" }), [], tz, now)).toBe(
      "Cerrado: la música vuelve el martes a las 08:00",
    );
    expect(playingText(plays({ kind: "closed", until: null }), [], "Atlantic/Canary", now)).toBe(
      "Cerrado: la música está parada",
    );
  });

  it("reads a source gone from the lists as unknown, and a genre as a style", () => {
    const genreSlot = { ...slot, source: { kind: "genre" as const, genreId: "g" } };
    const text = playingText(
      plays({ kind: "slot", slot: genreSlot, specialDate: null, until: "2026-11-30T15:00:00Z" }),
      [{ source: genreSlot.source, name: "Pop" }],
      "Atlantic/Canary",
      now,
    );
    expect(text).toBe("Comidas · Género Pop, hasta las 15:00");
  });
});

describe("curveText", () => {
  const curve = {
    timeZone: tz,
    volumeCurve: [
      { start: 8 * 60, volume: 60 },
      { start: 12 * 60, volume: 75 },
      { start: 22 * 60, volume: 50 },
    ],
  };
  const open = plays({ kind: "open-unscheduled", until: null });

  it("says the step in force and when the next begins, by the shop's clock", () => {
    expect(curveText(curve, open, now)).toBe("Volumen por horas: 75 %, hasta las 22:00");
    const late = new Date("2026-11-30T22:30:00Z");
    expect(curveText(curve, open, late)).toBe(
      "Volumen por horas: 50 %, hasta el martes a las 08:00",
    );
  });

  it("says nothing while closed, without a curve, or in a slot with its own volume", () => {
    expect(curveText(curve, plays({ kind: "closed", until: null }), now)).toBe("");
    expect(curveText({ timeZone: tz }, open, now)).toBe("");
    const loud = { ...slot, volume: 90 };
    const inSlot = plays({ kind: "slot", slot: loud, specialDate: null, until: now.toISOString() });
    expect(curveText(curve, inSlot, now)).toBe("");
  });
});
