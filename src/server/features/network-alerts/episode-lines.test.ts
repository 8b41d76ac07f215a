import { describe, expect, it } from "vitest";
import { alertLine, digestLine, recoveryLine, type EpisodeFacts } from "./episode-lines";

const episode: EpisodeFacts = {
  tradingName: "Bar Centro",
  zoneName: "Terraza",
  timeZone: "Europe/Madrid",
  kind: "silent",
  startedAt: new Date("2026-11-30T09:02:00.000Z"),
  recoveredAt: null,
  status: "silent",
};

describe("the alerts' lines", () => {
  it("name the zone, what it is and since when, by the establishment's clock", () => {
    expect(alertLine(episode)).toBe(
      "Bar Centro · Terraza: Silencio en horario desde las 10:02 (30/11)",
    );
    expect(alertLine({ ...episode, timeZone: "Atlantic/Canary", kind: "offline" })).toBe(
      "Bar Centro · Terraza: Sin conexión desde las 09:02 (30/11)",
    );
    // One o'clock is singular.
    expect(alertLine({ ...episode, startedAt: new Date("2026-11-30T00:10:00.000Z") })).toBe(
      "Bar Centro · Terraza: Silencio en horario desde la 01:10 (30/11)",
    );
  });

  it("say what the zone is once it ends, and how long it went without music", () => {
    const recoveredAt = new Date("2026-11-30T09:40:30.000Z");
    expect(recoveryLine({ ...episode, recoveredAt, status: "playing" })).toBe(
      "Bar Centro · Terraza: Sonando desde las 10:40, tras 38 min sin música",
    );
    expect(recoveryLine({ ...episode, recoveredAt, status: "closed" })).toContain(
      "Cerrado desde las 10:40",
    );
  });

  it("give the digest each episode from start to end, or still open", () => {
    expect(digestLine(episode)).toBe(
      "Bar Centro · Terraza: Silencio en horario desde 30/11 10:02, sigue así",
    );
    expect(digestLine({ ...episode, recoveredAt: new Date("2026-11-30T11:15:00.000Z") })).toBe(
      "Bar Centro · Terraza: Silencio en horario de 30/11 10:02 a 30/11 12:15",
    );
  });
});
