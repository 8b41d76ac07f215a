import { describe, expect, it } from "vitest";
import { establishmentsCopy } from "../copy/establishments";
import { barInMadrid } from "../testing/establishment-details";
import { defaultTimeZoneFor, establishmentSchema } from "./establishments";

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
    expect(establishmentSchema.parse({ ...valid, postcode: "35001" }).timeZone).toBe(
      "Atlantic/Canary",
    );
    expect(
      establishmentSchema.parse({ ...valid, postcode: "38001", timeZone: "Europe/Madrid" })
        .timeZone,
    ).toBe("Europe/Madrid");
  });

  it.each(["00001", "53001", "99999", "2801", "280130", "28O13"])(
    "refuses the postcode %s",
    (postcode) => expect(messagesOf({ ...valid, postcode })).toEqual([errors.invalidPostcode]),
  );

  it("refuses an invalid NIF/CIF in Spanish", () => {
    expect(messagesOf({ ...valid, taxId: "B12345675" })).toEqual([errors.invalidTaxId]);
  });

  it("says which fields are missing", () => {
    expect(messagesOf({ ...valid, tradingName: " \u200b", city: "" })).toEqual([
      errors.required,
      errors.required,
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

  it("refuses unknown fields", () => {
    expect(establishmentSchema.safeParse({ ...valid, userId: "x" }).success).toBe(false);
  });
});
