import { describe, expect, it } from "vitest";
import {
  firstNowSounding,
  establishmentLabels,
  soundsIn,
  type StartPageAnswers,
} from "./start-page-card";

const sounding = {
  song: { id: "s1", title: "Luz de tarde", artist: "Ana" },
  establishments: [{ id: "e1", name: "Bar Centro", zones: ["Terraza"] }],
};
const silent = { song: null, establishments: [] };

const answers = (overrides: Partial<StartPageAnswers> = {}): StartPageAnswers => ({
  reader: { access: { active: true, state: { kind: "complimentary" } }, team: { teamRole: null } },
  establishments: [{ id: "e1" }],
  nowPlaying: silent,
  musicState: null,
  appInstalled: false,
  ...overrides,
});

describe("establishmentLabels", () => {
  it("names the zones that play: together in one establishment, each with its own in several", () => {
    const lumen = { id: "e1", name: "Cafetería Lumen", zones: ["Sala", "Terraza"] };
    expect(soundsIn(establishmentLabels([lumen]))).toBe("En Cafetería Lumen · Sala y Terraza");
    const second = { id: "e2", name: "Lumen Dos", zones: ["Principal"] };
    expect(soundsIn(establishmentLabels([lumen, second]))).toBe(
      "En Cafetería Lumen · Sala, Cafetería Lumen · Terraza y Lumen Dos · Principal",
    );
  });
});

describe("firstNowSounding", () => {
  it("draws the song that sounds somewhere, and where", () => {
    expect(firstNowSounding(answers({ nowPlaying: sounding }))).toEqual({
      song: { title: "Luz de tarde", artist: "Ana" },
      establishments: ["Bar Centro · Terraza"],
    });
  });

  it("says nothing sounds only when no song of this user waits to be restored", () => {
    expect(firstNowSounding(answers())).toEqual({ song: null });
    expect(firstNowSounding(answers({ musicState: { currentSongId: "s1" } }))).toBeNull();
    expect(firstNowSounding(answers({ musicState: { currentSongId: null } }))).toEqual({
      song: null,
    });
    // A saved song but one sounding elsewhere: the card shows that one.
    expect(
      firstNowSounding(answers({ nowPlaying: sounding, musicState: { currentSongId: "s1" } })),
    ).not.toBeNull();
  });

  it("a song with no establishment sounding is not sounding", () => {
    expect(firstNowSounding(answers({ nowPlaying: { ...sounding, establishments: [] } }))).toEqual({
      song: null,
    });
  });

  it("draws nothing when the upsell or the first steps come above the card", () => {
    const inactive = {
      access: { active: false, state: { kind: "inactive" } },
      team: { teamRole: "owner" },
    } as const;
    expect(firstNowSounding(answers({ reader: inactive }))).toBeNull();
    const payer = {
      access: { active: true, state: { kind: "active", planName: null, renewsAt: null } },
      team: { teamRole: "owner" },
    } as const;
    expect(firstNowSounding(answers({ reader: payer }))).toBeNull();
    expect(firstNowSounding(answers({ reader: payer, appInstalled: true }))).toEqual({
      song: null,
    });
    expect(
      firstNowSounding(answers({ reader: payer, appInstalled: true, establishments: [] })),
    ).toBeNull();
    // An admin plays but has no first steps.
    const admin = {
      access: { active: true, state: { kind: "admin" } },
      team: { teamRole: "owner" },
    } as const;
    expect(firstNowSounding(answers({ reader: admin }))).toEqual({ song: null });
  });

  it("draws nothing when an answer it needs did not come with the document", () => {
    expect(firstNowSounding(answers({ nowPlaying: undefined }))).toBeNull();
    expect(firstNowSounding(answers({ musicState: undefined }))).toBeNull();
    const payer = {
      access: { active: true, state: { kind: "complimentary" } },
      team: { teamRole: "owner" },
    } as const;
    expect(
      firstNowSounding(answers({ reader: payer, appInstalled: true, establishments: undefined })),
    ).toBeNull();
  });

  it("says where in Spanish, as the card does", () => {
    expect(soundsIn(["Bar Centro"])).toBe("En Bar Centro");
    expect(soundsIn(["Bar Centro", "Terraza", "Ibiza"])).toBe("En Bar Centro, Terraza e Ibiza");
  });
});
