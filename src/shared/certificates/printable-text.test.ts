import { describe, expect, it } from "vitest";
import { printableText, unprintableCharacters, UNPRINTABLE_MARK } from "./printable-text";

describe("unprintableCharacters", () => {
  it("accepts what Spanish and its neighbours write", () => {
    for (const name of [
      "Cafetería «La Señora» Ñandú",
      "L'Escala · Cal Pinxo, S.L.",
      "Ourense – A Coruña “Bar Çà” Œuvre €",
      "Pastelería Müller & Søn",
    ])
      expect(unprintableCharacters(name)).toEqual([]);
  });

  it("names each character it cannot print once, an emoji as one character", () => {
    expect(unprintableCharacters("Lumen Dos 🍩🍩 👩‍🍳")).toEqual(["🍩", "👩‍🍳"]);
    expect(unprintableCharacters("北京 Brutăria")).toEqual(["北", "京", "ă"]);
  });

  it("reads a letter typed with a separate accent as the letter it is", () => {
    expect(unprintableCharacters("Cafe\u0301")).toEqual([]);
  });
});

describe("printableText", () => {
  it("keeps what prints, takes the accent off what does not, and marks each run of the rest once", () => {
    expect(printableText("Cafetería «La Señora»")).toBe("Cafetería «La Señora»");
    expect(printableText("Brutăria Țară")).toBe("Brutaria Tara");
    expect(printableText("Lumen Dos 🍩")).toBe(`Lumen Dos ${UNPRINTABLE_MARK}`);
    expect(printableText("Lumen 🍩🍩🍩 👩‍🍳 北京 ¿Sí?")).toBe(
      `Lumen ${UNPRINTABLE_MARK} ${UNPRINTABLE_MARK} ${UNPRINTABLE_MARK} ¿Sí?`,
    );
  });
});
