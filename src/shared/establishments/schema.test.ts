import { describe, expect, it } from "vitest";
import { addressCopy } from "../copy/addresses";
import { inputCopy } from "../copy/input";
import { establishmentsCopy } from "../copy/establishments";
import { barInMadrid } from "../testing/establishment-details";
import { defaultTimeZoneFor } from "../addresses/time-zones";
import { establishmentSchema } from "./schema";

const errors = establishmentsCopy.errors;

const valid = barInMadrid;

const messagesOf = (input: unknown) => {
  const result = establishmentSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("defaultTimeZoneFor", () => {
  it.each([
    ["35001", "Atlantic/Canary"],
    ["38205", "Atlantic/Canary"],
    ["28013", "Europe/Madrid"],
    ["07001", "Europe/Madrid"],
    ["36201", "Europe/Madrid"],
  ])("%s → %s", (postcode, zone) => expect(defaultTimeZoneFor(postcode)).toBe(zone));
});

describe("establishmentSchema", () => {
  it("accepts a filled-in establishment, defaulting the zone and leaving the area empty", () => {
    expect(establishmentSchema.parse({ ...valid, taxId: "b-1234567-4" })).toEqual({
      ...valid,
      taxId: "B12345674",
      floorArea: null,
      timeZone: "Europe/Madrid",
    });
  });

  it("defaults the Canaries to Atlantic/Canary but keeps a zone given", () => {
    const palmas = { ...valid, postcode: "35001", province: "Las Palmas" };
    expect(establishmentSchema.parse(palmas).timeZone).toBe("Atlantic/Canary");
    const tenerife = { ...valid, postcode: "38001", province: "Santa Cruz de Tenerife" };
    expect(establishmentSchema.parse({ ...tenerife, timeZone: "Europe/Madrid" }).timeZone).toBe(
      "Europe/Madrid",
    );
  });

  it.each(["00001", "53001", "99999", "2801", "280130", "28O13"])(
    "refuses the postcode %s",
    (postcode) =>
      expect(messagesOf({ ...valid, postcode })).toEqual([addressCopy.invalidSpanishPostcode]),
  );

  it("refuses a postcode of another province, saying which one it is", () => {
    const result = establishmentSchema.safeParse({
      ...valid,
      postcode: "08001",
      province: "Madrid",
    });
    expect(result.error?.issues).toMatchObject([
      { path: ["postcode"], message: "El código postal 08001 es de Barcelona, no de Madrid" },
    ]);
    expect(messagesOf({ ...valid, postcode: "35001", province: "Santa Cruz de Tenerife" })).toEqual(
      ["El código postal 35001 es de Las Palmas, no de Santa Cruz de Tenerife"],
    );
  });

  it("says so of a province mismatch even while another field is wrong", () => {
    expect(messagesOf({ ...valid, activity: "", postcode: "08001" })).toEqual([
      errors.activityRequired,
      "El código postal 08001 es de Barcelona, no de Madrid",
    ]);
  });

  it.each([
    ["28001", "madrid"],
    ["08001", "Barcelona"],
    ["46001", "València"],
    ["07001", "Baleares"],
  ])("accepts %s in %s", (postcode, province) =>
    expect(messagesOf({ ...valid, postcode, province })).toEqual([]),
  );

  it.each([
    ["B12345675", "El dígito de control del CIF no corresponde: con B1234567 debería ser 4"],
    ["12345678A", "La letra del DNI no corresponde: con 12345678 debería ser Z"],
    ["X1234567A", "La letra del NIE no corresponde: con X1234567 debería ser L"],
    ["1234567Z", expect.stringMatching(/^No tiene el formato de un DNI/)],
  ])("says what is wrong with the NIF/CIF %s", (taxId, message) => {
    expect(messagesOf({ ...valid, taxId })).toEqual([message]);
  });

  it("says which fields are missing", () => {
    expect(messagesOf({ ...valid, tradingName: " \u200b", city: "" })).toEqual([
      errors.required,
      errors.required,
    ]);
  });

  it("says every empty field is required, none that it is invalid", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((field) => [field, ""]));
    expect(messagesOf(empty)).toEqual([
      errors.required,
      errors.required,
      errors.required,
      errors.required,
      "El código postal es obligatorio",
      errors.required,
      errors.required,
      "La actividad es obligatoria",
    ]);
  });

  it.each([0, -5, 12.5, 100_001, "200"])("refuses the floor area %s", (floorArea) =>
    expect(messagesOf({ ...valid, floorArea })).toEqual([errors.invalidFloorArea]),
  );

  it("keeps a floor area within range", () => {
    expect(establishmentSchema.parse({ ...valid, floorArea: 120 }).floorArea).toBe(120);
  });

  it("refuses an unknown activity or time zone", () => {
    expect(messagesOf({ ...valid, activity: "discoteca" })).toEqual([errors.invalidActivity]);
    expect(messagesOf({ ...valid, timeZone: "America/New_York" })).toEqual([
      errors.invalidTimeZone,
    ]);
  });

  it.each([null, "texto", 3, []])("refuses %j without throwing", (input) => {
    expect(establishmentSchema.safeParse(input).success).toBe(false);
  });

  it("refuses in every field that prints on the certificate what its PDF cannot print, naming it", () => {
    const result = establishmentSchema.safeParse({
      ...valid,
      tradingName: "Lumen Dos 🍩",
      city: "Madrid 北",
    });
    expect(result.error?.issues).toMatchObject([
      { path: ["tradingName"], message: inputCopy.unprintableCharacters(["🍩"]) },
      { path: ["city"], message: inputCopy.unprintableCharacters(["北"]) },
    ]);
    expect(inputCopy.unprintableCharacters(["🍩"])).toContain(
      "no puede imprimir este carácter: 🍩",
    );
    expect(establishmentSchema.safeParse({ ...valid, tradingName: "Çà «Ñ» – €" }).success).toBe(
      true,
    );
  });

  it("refuses unknown fields", () => {
    expect(establishmentSchema.safeParse({ ...valid, userId: "x" }).success).toBe(false);
  });
});
