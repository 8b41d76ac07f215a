import { describe, expect, it } from "vitest";
import { rightsStatusText } from "./rights-status-text";

describe("rightsStatusText", () => {
  it("says a licensed song is published, with nothing else", () => {
    expect(rightsStatusText({ published: true, withdrawnReason: null, missing: [] })).toEqual({
      label: "Publicada",
      tone: "ok",
      missing: null,
    });
  });

  it("flags a song of the old catalogue that plays without rights", () => {
    expect(
      rightsStatusText({ published: true, withdrawnReason: null, missing: ["rights"] }),
    ).toEqual({
      label: "Publicada sin derechos",
      tone: "warning",
      missing: "No se puede publicar: faltan los derechos.",
    });
  });

  it("names a draft's gaps and a withdrawal's reason", () => {
    expect(
      rightsStatusText({
        published: false,
        withdrawnReason: null,
        missing: ["contractDocument", "territory"],
      }),
    ).toMatchObject({
      label: "Borrador",
      missing: "No se puede publicar: falta el PDF del contrato y el contrato no cubre España.",
    });
    expect(
      rightsStatusText({ published: false, withdrawnReason: "licence_ended", missing: ["ended"] })
        .label,
    ).toBe("Retirada: licencia terminada");
  });
});
