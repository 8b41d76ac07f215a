import { describe, expect, it } from "vitest";
import { errorCopy } from "~/shared/copy/errors";
import { ApiError } from "./api-client";
import { errorMessage, hasCode, reasonOf } from "./error-message";

const conflict = new ApiError(409, "CONFLICT", "Genre exists");

describe("errorMessage", () => {
  it("says the screen's words for the error's code first", () => {
    expect(errorMessage(conflict, { CONFLICT: "Ya existe", fallback: "Error al añadir" })).toBe(
      "Ya existe",
    );
  });

  it("falls back to the screen's words for any other code", () => {
    expect(errorMessage(conflict, { FORBIDDEN: "Sin permiso", fallback: "Error al añadir" })).toBe(
      "Error al añadir",
    );
  });

  it("says the general words for the code when the screen has none", () => {
    expect(errorMessage(conflict)).toBe(errorCopy.CONFLICT);
    expect(errorMessage(new ApiError(0, "NETWORK", "offline"))).toBe(errorCopy.NETWORK);
  });

  it("treats anything that is not an ApiError as unexpected", () => {
    expect(errorMessage(new Error("boom"))).toBe(errorCopy.INTERNAL);
    expect(errorMessage("boom", { INTERNAL: "Algo falló" })).toBe("Algo falló");
    expect(errorMessage(undefined, { fallback: "Error" })).toBe("Error");
  });

  it("never shows the server's own (English) message", () => {
    expect(errorMessage(conflict)).not.toContain("Genre exists");
  });
});

describe("hasCode and reasonOf", () => {
  it("read the code and better-auth's reason", () => {
    expect(hasCode(conflict, "CONFLICT")).toBe(true);
    expect(hasCode(conflict, "NOT_FOUND")).toBe(false);
    expect(hasCode(new Error("x"), "CONFLICT")).toBe(false);
    const unverified = new ApiError(403, "FORBIDDEN", "x", [], { reason: "EMAIL_NOT_VERIFIED" });
    expect(reasonOf(unverified)).toBe("EMAIL_NOT_VERIFIED");
    expect(reasonOf(conflict)).toBeUndefined();
  });
});
