import { describe, expect, it } from "vitest";
import { ApiError } from "~/web/lib/api-client";
import { commandText } from "./command-text";

describe("commandText", () => {
  it("says a command is on its way, and nothing once answered", () => {
    expect(commandText({ kind: "sending", id: "x", request: { kind: "pause" } })).toEqual({
      tone: "info",
      text: "Enviando la orden…",
    });
    expect(commandText({ kind: "answered" })).toBeNull();
    expect(commandText({ kind: "idle" })).toBeNull();
  });

  it("says when the zone did not answer, or nobody was there to", () => {
    expect(commandText({ kind: "no-answer" })?.text).toBe("La zona no ha respondido");
    expect(commandText({ kind: "unheard", status: "no-player" })?.text).toBe(
      "Ningún dispositivo está reproduciendo esta zona",
    );
    expect(commandText({ kind: "unheard", status: "offline" })?.text).toBe(
      "Sin conexión: sigue sonando lo guardado en el dispositivo",
    );
  });

  it("says a choice by hand needs a programme", () => {
    const error = new ApiError(404, "NOT_FOUND", "No schedule");
    const until = "2026-11-26T12:00:00.000Z";
    const request = {
      kind: "override",
      source: { kind: "genre", genreId: "g" },
      shuffle: false,
      until,
    } as const;
    expect(commandText({ kind: "failed", request, error })?.text).toMatch(/no tiene programación/);
    expect(commandText({ kind: "failed", request: { kind: "next" }, error })?.text).toBe(
      "No existe esa zona",
    );
  });
});
