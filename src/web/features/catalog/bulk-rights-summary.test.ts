import { describe, expect, it } from "vitest";
import { bulkRightsSummary } from "./bulk-rights-summary";

const item = (fields: {
  saved?: boolean;
  published?: boolean;
  lacking?: ("authors" | "performer" | "masterOwner" | "contractId")[];
  missing?: ("rights" | "contractDocument" | "territory" | "notYetValid" | "ended")[];
}) => ({
  songId: crypto.randomUUID(),
  saved: fields.saved ?? true,
  published: fields.published ?? false,
  publishedNow: false,
  lacking: fields.lacking ?? [],
  missing: fields.missing ?? [],
});

describe("bulkRightsSummary", () => {
  it("counts the songs saved and published", () => {
    expect(
      bulkRightsSummary({
        saved: 12,
        published: 4,
        items: [item({ published: true }), item({})],
      }),
    ).toBe("Derechos guardados en 12 canciones; 4 publicadas.");
  });

  it("says what the songs left without rights lack, and why the saved ones cannot be published", () => {
    expect(
      bulkRightsSummary({
        saved: 2,
        published: 0,
        items: [
          item({ saved: false, lacking: ["authors"], missing: ["rights"] }),
          item({ saved: false, lacking: ["authors", "performer"], missing: ["rights"] }),
          item({ saved: false, lacking: ["authors"], missing: ["rights"] }),
          item({ missing: ["contractDocument"] }),
          // A song of the old catalogue keeps playing: nothing to say about it.
          item({ published: true }),
        ],
      }),
    ).toBe(
      "Derechos guardados en 2 canciones; 3 sin guardar: faltan autores y falta el intérprete; 1 sigue sin poder publicarse: falta el PDF del contrato.",
    );
  });

  it("says so when no song took the rights", () => {
    expect(
      bulkRightsSummary({
        saved: 0,
        published: 0,
        items: [item({ saved: false, lacking: ["contractId"], missing: ["rights"] })],
      }),
    ).toBe("No se han guardado derechos en ninguna canción; 1 sin guardar: falta el contrato.");
  });
});
