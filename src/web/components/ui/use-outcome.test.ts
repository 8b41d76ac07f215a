import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/web/lib/api-client";
import { outcomeOf, reporter } from "./use-outcome";

const conflict = new ApiError(409, "CONFLICT", "exists");
const errors = { CONFLICT: "Ya existe", fallback: "Error al guardar" };

describe("outcomeOf", () => {
  it("says nothing before an action runs, nor while it runs", () => {
    for (const status of ["idle", "pending"] as const)
      expect(
        outcomeOf({ status, data: undefined, error: null }, { success: "Hecho", errors }),
      ).toBe(null);
  });

  it("words a failure by its code", () => {
    expect(
      outcomeOf(
        { status: "error", data: undefined, error: conflict },
        { success: "Hecho", errors },
      ),
    ).toEqual({
      tone: "error",
      text: "Ya existe",
    });
    expect(
      outcomeOf(
        { status: "error", data: undefined, error: conflict },
        { success: null, errors: (error) => `Falló: ${(error as Error).message}` },
      ),
    ).toEqual({ tone: "error", text: "Falló: exists" });
  });

  it("says the success, fixed or made from the answer, or nothing", () => {
    const done = { status: "success" as const, data: { until: "mayo" }, error: null };
    expect(outcomeOf(done, { success: "Hecho", errors })).toEqual({
      tone: "success",
      text: "Hecho",
    });
    expect(outcomeOf(done, { success: (data) => `Hasta ${data.until}`, errors })).toEqual({
      tone: "success",
      text: "Hasta mayo",
    });
    expect(outcomeOf(done, { success: null, errors })).toBe(null);
  });
});

describe("reporter", () => {
  it("gives mutate() callbacks that show the outcome and run `then` after a success", () => {
    const show = vi.fn();
    const then = vi.fn();
    const report = reporter(show);

    report("Guardado", errors, then).onSuccess({ id: "1" });
    expect(then).toHaveBeenCalledWith({ id: "1" });
    expect(show).toHaveBeenLastCalledWith({ tone: "success", text: "Guardado" });

    report(null, errors).onError(conflict);
    expect(show).toHaveBeenLastCalledWith({ tone: "error", text: "Ya existe" });

    // A success with nothing to say clears the error that was shown.
    report(null, errors).onSuccess(undefined);
    expect(show).toHaveBeenLastCalledWith(null);
  });
});
