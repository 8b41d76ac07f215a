import { describe, expect, it } from "vitest";
import { endChoices, sourceFromKey, sourceKey } from "./override-ends";

describe("endChoices", () => {
  it("offers every half hour from the next, within a day, on the establishment's clock", () => {
    const choices = endChoices(Date.parse("2026-11-26T10:10:00Z"), "Europe/Madrid");
    expect(choices[0]).toEqual({ value: "2026-11-26T10:30:00.000Z", time: "11:30" });
    expect(choices[1]?.time).toBe("12:00");
    expect(choices).toHaveLength(47);
    expect(choices.at(-1)?.value).toBe("2026-11-27T09:30:00.000Z");
  });

  it("starts at the next half hour, never the present one", () => {
    const choices = endChoices(Date.parse("2026-11-26T10:30:00Z"), "Atlantic/Canary");
    expect(choices[0]).toEqual({ value: "2026-11-26T11:00:00.000Z", time: "11:00" });
  });
});

describe("a source as a select's value", () => {
  it("goes there and back", () => {
    for (const source of [
      { kind: "playlist", playlistId: "list-1" },
      { kind: "genre", genreId: "genre-1" },
    ] as const)
      expect(sourceFromKey(sourceKey(source))).toEqual(source);
  });
});
