import { describe, expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import { coverRefusal } from "./cover-refusal";

const errors = certificatesCopy.errors;
const MINUTE_MS = 60_000;

// Cover from 20:56 on 24/11/2026 to 20:56 on 24/12/2026 in Madrid (UTC+1).
const cover = {
  validFrom: new Date("2026-11-24T19:56:00Z"),
  validUntil: new Date("2026-12-24T19:56:00Z"),
  archivedAt: null,
  now: new Date("2026-11-25T21:00:00Z"),
  timeZone: "Europe/Madrid",
};
const minuteAt = (iso: string) => ({
  from: new Date(iso),
  until: new Date(Date.parse(iso) + MINUTE_MS),
});

describe("coverRefusal", () => {
  it("answers a span that reaches into the cover, up to now", () => {
    expect(coverRefusal({ ...cover, ...minuteAt("2026-11-24T19:56:00Z") })).toBeNull();
    expect(coverRefusal({ ...cover, ...minuteAt("2026-11-25T20:59:00Z") })).toBeNull();
    // The minute now running is answered: what has been heard of it so far.
    expect(coverRefusal({ ...cover, ...minuteAt("2026-11-25T21:00:00Z") })).toBeNull();
  });

  it("says when the cover begins, in the certificate's zone, date and time", () => {
    expect(coverRefusal({ ...cover, ...minuteAt("2026-11-24T19:55:00Z") })).toBe(
      "La cobertura de este certificado empieza el 24/11/2026 a las 20:56.",
    );
    expect(
      coverRefusal({ ...cover, timeZone: "Atlantic/Canary", ...minuteAt("2026-11-24T19:55:00Z") }),
    ).toBe(errors.beforeCover("24/11/2026", "19:56"));
  });

  it("never answers a moment still to come in the past tense", () => {
    expect(coverRefusal({ ...cover, ...minuteAt("2026-11-25T21:01:00Z") })).toBe(
      "Esa hora aún no ha llegado",
    );
    // Past the cover's end, but still to come: not yet, rather than "terminó".
    expect(coverRefusal({ ...cover, ...minuteAt("2027-01-10T10:00:00Z") })).toBe(errors.notYet);
  });

  it("says when the cover ended, or when the establishment was removed", () => {
    const later = { ...cover, now: new Date("2027-02-01T00:00:00Z") };
    expect(coverRefusal({ ...later, ...minuteAt("2026-12-24T19:56:00Z") })).toBe(
      "La cobertura de este certificado terminó el 24/12/2026 a las 20:56.",
    );
    expect(coverRefusal({ ...later, ...minuteAt("2026-12-24T19:55:00Z") })).toBeNull();
    const removed = { ...later, archivedAt: new Date("2026-12-01T11:30:00Z") };
    expect(coverRefusal({ ...removed, ...minuteAt("2026-12-01T11:30:00Z") })).toBe(
      errors.afterArchive("01/12/2026", "12:30"),
    );
    expect(coverRefusal({ ...removed, ...minuteAt("2026-12-01T11:29:00Z") })).toBeNull();
  });
});
