import { describe, expect, it } from "vitest";
import { inputCopy } from "../copy/input";
import { printedLine } from "./printed-text";
import { zoneInputSchema } from "../zones/schema";

describe("printedLine", () => {
  it("keeps what the certificate prints, trimmed as any line", () => {
    expect(printedLine().parse("  Cafetería «La Señora» – Ñandú  ")).toBe(
      "Cafetería «La Señora» – Ñandú",
    );
  });

  it("refuses what it cannot print, naming each character once", () => {
    const result = printedLine().safeParse("Terraza 🌿🌿 北");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      inputCopy.unprintableCharacters(["🌿", "北"]),
    ]);
  });

  it("is what a zone's name is checked with", () => {
    expect(zoneInputSchema.safeParse({ name: "Terraza 🌿" }).error?.issues).toMatchObject([
      { path: ["name"], message: inputCopy.unprintableCharacters(["🌿"]) },
    ]);
  });
});
