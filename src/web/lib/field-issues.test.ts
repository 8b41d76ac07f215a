import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { fieldIssuesOf } from "./field-issues";

const fields = ["taxId", "postcode"] as const;

describe("fieldIssuesOf", () => {
  it("keeps the first message of each field the form has", () => {
    const error = new ApiError(400, "BAD_REQUEST", "invalid", [
      { path: "taxId", message: "El NIF/CIF no es válido" },
      { path: "taxId", message: "El texto es demasiado largo" },
      { path: "postcode", message: "El código postal no es válido" },
      { path: "", message: "Campo desconocido" },
      { path: "nickname", message: "No es de este formulario" },
    ]);
    expect(fieldIssuesOf(error, fields)).toEqual([
      { field: "taxId", message: "El NIF/CIF no es válido" },
      { field: "postcode", message: "El código postal no es válido" },
    ]);
  });

  it("finds none in a failure that names no field", () => {
    expect(fieldIssuesOf(new ApiError(409, "CONFLICT", "too many"), fields)).toEqual([]);
    expect(fieldIssuesOf(new Error("network"), fields)).toEqual([]);
  });
});
