import { describe, expect, it } from "vitest";
import {
  clockText,
  comingStatus,
  comingText,
  durationText,
  levelText,
  minutesOf,
  modeText,
  validityText,
  weekdaysText,
  zonesText,
} from "./format";

describe("the messages' texts", () => {
  it("says a length as a player does", () => {
    expect(durationText(12.4)).toBe("0:12");
    expect(durationText(75.6)).toBe("1:16");
    expect(durationText(0)).toBe("0:00");
  });

  it("says a validity, with the year only when it is not this one", () => {
    expect(validityText({ validFrom: "2026-12-01", validUntil: "2026-12-31" }, 2026)).toBe(
      "Del 1 dic. al 31 dic.",
    );
    expect(validityText({ validFrom: "2026-12-01", validUntil: null }, 2026)).toBe(
      "Desde el 1 dic.",
    );
    expect(validityText({ validFrom: "2026-12-01", validUntil: "2027-01-06" }, 2026)).toBe(
      "Del 1 dic. al 6 ene. 2027",
    );
  });

  it("says a level over the music", () => {
    expect(levelText(3)).toBe("+3 dB sobre la música");
    expect(levelText(0)).toBe("Al nivel de la música");
    expect(levelText(-2)).toBe("2 dB por debajo de la música");
  });

  it("reads and writes a time of day", () => {
    expect(minutesOf("21:45")).toBe(21 * 60 + 45);
    expect(minutesOf("9:05")).toBe(9 * 60 + 5);
    for (const wrong of ["24:00", "21:60", "2145", ""]) expect(minutesOf(wrong)).toBeNaN();
    expect(clockText(9 * 60 + 5)).toBe("09:05");
  });

  it("says how a campaign sounds", () => {
    const between = { kind: "between" as const, start: 0, end: 1440, minMinutes: null };
    expect(modeText({ ...between, everySongs: 2 })).toBe("Entre canciones · cada 2 canciones");
    expect(modeText({ ...between, everySongs: null, minMinutes: 20 })).toBe(
      "Entre canciones · cada 20 min",
    );
    expect(modeText({ ...between, everySongs: 2, start: 600, end: 840 })).toBe(
      "Entre canciones · cada 2 canciones · de 10:00 a 14:00",
    );
    expect(modeText({ kind: "exact", times: [1350, 1305], duckDb: 15 })).toBe(
      "A las 21:45, 22:30 · música −15 dB",
    );
  });

  it("says which days and which zones", () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBe("Todos los días");
    expect(weekdaysText([5, 4, 3, 2, 1])).toBe("De lunes a viernes");
    expect(weekdaysText([1, 3, 5])).toBe("lunes, miércoles y viernes");
    const zone = (name: string, establishmentName: string) => ({
      id: name,
      name,
      establishmentId: establishmentName,
      establishmentName,
    });
    expect(zonesText([zone("Sala", "Bar"), zone("Terraza", "Bar")])).toBe("Sala, Terraza");
    expect(zonesText([zone("Sala", "Bar"), zone("Principal", "Café")])).toBe(
      "Bar: Sala · Café: Principal",
    );
  });

  it("writes a line of the day's preview", () => {
    const coming = {
      at: "21:45",
      kind: "exact" as const,
      campaignId: "c",
      campaignName: "Noches",
      messageNames: ["Cierre"],
      zoneNames: ["Sala", "Terraza"],
    };
    expect(comingText(coming, undefined)).toBe("21:45 · Cierre · Sala y Terraza");
    const campaign = {
      id: "c",
      name: "Ofertas",
      messageIds: [],
      zoneIds: [],
      validFrom: "2026-01-01",
      validUntil: null,
      weekdays: [1 as const],
      mode: { kind: "between" as const, everySongs: 2, minMinutes: null, start: 600, end: 840 },
      messages: [],
      zones: [],
      createdAt: "",
    };
    expect(
      comingText(
        {
          ...coming,
          at: "10:00–14:00",
          kind: "between",
          campaignName: "Ofertas",
          zoneNames: ["Sala"],
        },
        campaign,
      ),
    ).toBe("10:00–14:00 · Ofertas · Sala · cada 2 canciones");
    const allDay = { ...campaign, mode: { ...campaign.mode, start: 0, end: 1440 } };
    expect(
      comingText(
        { ...coming, at: "00:00–24:00", kind: "between", campaignName: "Ofertas" },
        allDay,
      ),
    ).toBe("Todo el día · Ofertas · Sala y Terraza · cada 2 canciones");

    // Where each line of "Hoy" stands at 12:00, and at 21:45 for the exact time.
    const between = { ...coming, at: "10:00–14:00", kind: "between" as const };
    expect(comingStatus(coming, undefined, 12 * 60)).toBe("coming");
    expect(comingStatus(coming, undefined, 21 * 60 + 45)).toBe("past");
    expect(comingStatus(between, campaign, 9 * 60)).toBe("coming");
    expect(comingStatus(between, campaign, 12 * 60)).toBe("now");
    expect(comingStatus(between, campaign, 14 * 60)).toBe("past");
    expect(comingStatus(between, allDay, 23 * 60 + 59)).toBe("now");
  });
});
