// A year of a three-zone shop's plays, as the inspection file's bench renders it.
import type { InspectionFileContent } from "~/server/features/inspection-files/render-inspection-file-pdf";
import { cafeLumenAddress, cafeLumenParties } from "~/server/testing/inspection-file-parties";

const ZONES = ["Sala", "Terraza", "Barra"];
const DAYS = 365;
const PLAYS_PER_ZONE_AND_DAY = 92;

const start = Date.parse("2026-01-01T08:00:00Z");
const tracks = Array.from({ length: 400 }, (_, n) => ({
  title: `Canción de prueba número ${n + 1}`,
  artist: `Intérprete ${n % 37}`,
  rights: `Autoría: Autora ${n} · Interpretación: Intérprete ${n % 37} · Grabación: Sello S.L. · Licencia: Sello S.L. (LIC-2026-${n % 4}) · No gestionada por SGAE, AGEDI ni AIE`,
  plays: 0,
}));
const plays: InspectionFileContent["plays"] = [];
const days: InspectionFileContent["days"] = [];
const seals: InspectionFileContent["seals"] = [];
for (let dayIndex = 0; dayIndex < DAYS; dayIndex++) {
  const date = new Date(start + dayIndex * 86_400_000).toISOString().slice(0, 10);
  days.push({
    date,
    plays: ZONES.length * PLAYS_PER_ZONE_AND_DAY,
    secondsHeard: ZONES.length * PLAYS_PER_ZONE_AND_DAY * 205,
  });
  for (const [zoneIndex, zone] of ZONES.entries()) {
    for (let n = 0; n < PLAYS_PER_ZONE_AND_DAY; n++) {
      const track = tracks[
        (dayIndex * 7 + zoneIndex * 13 + n) % tracks.length
      ] as (typeof tracks)[number];
      track.plays++;
      const startedAt = new Date(start + dayIndex * 86_400_000 + n * 210_000);
      plays.push({
        zone,
        startedAt,
        endedAt: new Date(startedAt.getTime() + 205_000),
        title: track.title,
        artist: track.artist,
        late: n % 50 === 0,
      });
    }
    seals.push({
      date,
      zone,
      seq: dayIndex * 92 + 92,
      hash: "9f".repeat(32),
      stampedAt: new Date(start + dayIndex * 86_400_000 + 86_000_000),
    });
  }
}
export const yearOfPlays: InspectionFileContent = {
  ...cafeLumenParties,
  issuedAt: new Date(),
  period: { from: "2026-01-01", until: "2026-12-31" },
  establishment: {
    tradingName: "Cafetería Lumen",
    address: cafeLumenAddress,
    zones: ZONES,
  },
  service: {
    period: "del 01/01/2026 al 31/12/2026",
    invoices: Array.from({ length: 12 }, (_, n) => ({
      number: `S-2026-${n + 1}`,
      issuedOn: `2026-${String(n + 1).padStart(2, "0")}-01`,
      total: "36,30 €",
    })),
  },
  declaration: {
    text: "Declaro que la única fuente de música del establecimiento fue el servicio.",
    signedBy: "Lucía Pérez",
    signedAt: new Date(),
  },
  tracks,
  days,
  plays,
  seals,
};
