import { describe, expect, it } from "vitest";
import type { BillingInfo } from "~/shared/accounts/billing-info";
import { barInMadrid } from "~/shared/testing/establishment-details";
import {
  floorAreaFromInput,
  isPrefilled,
  provinceFor,
  provinceTypedIn,
  startFromBilling,
  startFromEstablishment,
  timeZoneChosenIn,
} from "./form-values";

const billing: BillingInfo = {
  type: "company",
  fullName: "Lucía",
  surname: "Martín",
  email: "facturas@example.es",
  phone: "600000000",
  taxId: "B12345674",
  address: "Calle Triana 12",
  city: "Las Palmas de Gran Canaria",
  postalCode: "35002",
  country: "España",
  companyName: "Hostelería Lucía S.L.",
};

describe("startFromBilling", () => {
  it("fills a company's names, tax id and address, and the Canary time zone for 35…", () => {
    expect(startFromBilling(billing)).toEqual({
      tradingName: "Hostelería Lucía S.L.",
      legalName: "Hostelería Lucía S.L.",
      taxId: "B12345674",
      address: "Calle Triana 12",
      postcode: "35002",
      city: "Las Palmas de Gran Canaria",
      province: "Las Palmas",
      floorArea: null,
      timeZone: "Atlantic/Canary",
    });
  });

  it("gives a person's own name as the legal name and leaves the trading name to them", () => {
    const start = startFromBilling({
      ...billing,
      type: "freelance",
      companyName: "",
      postalCode: "28013",
    });
    expect(start).toMatchObject({ tradingName: "", legalName: "Lucía Martín" });
    expect(start.timeZone).toBe("Europe/Madrid");
  });

  it("starts empty without billing details", () => {
    expect(startFromBilling(null)).toEqual({ timeZone: "Europe/Madrid", floorArea: null });
  });
});

describe("isPrefilled", () => {
  it("is true only when billing gave the form something to show", () => {
    expect(isPrefilled(startFromBilling(billing))).toBe(true);
    expect(isPrefilled(startFromBilling(null))).toBe(false);
    expect(isPrefilled({ timeZone: "Europe/Madrid", tradingName: " ", postcode: "" })).toBe(false);
  });
});

describe("provinceFor", () => {
  it("fills the postcode's province unless one was typed by hand", () => {
    expect(provinceFor("08001", "", false)).toBe("Barcelona");
    expect(provinceFor("08001", "Madrid", false)).toBe("Barcelona");
    expect(provinceFor("08001", "Madrid", true)).toBeNull();
    expect(provinceFor("08001", "", true)).toBe("Barcelona");
  });

  it("takes back a filled-in province while the postcode is being corrected", () => {
    expect(provinceFor("0800", "Barcelona", false)).toBe("");
    expect(provinceFor("0800", "", false)).toBeNull();
  });
});

describe("provinceTypedIn", () => {
  it("counts a province other than the postcode's as typed by hand", () => {
    expect(provinceTypedIn({ ...barInMadrid, timeZone: "Europe/Madrid" })).toBe(false);
    expect(
      provinceTypedIn({
        postcode: "28013",
        province: "Comunidad de Madrid",
        timeZone: "Europe/Madrid",
      }),
    ).toBe(true);
    expect(provinceTypedIn({ timeZone: "Europe/Madrid" })).toBe(false);
  });
});

describe("timeZoneChosenIn", () => {
  it("counts a time zone other than the postcode's as chosen by hand", () => {
    expect(timeZoneChosenIn({ postcode: "35002", timeZone: "Atlantic/Canary" })).toBe(false);
    expect(timeZoneChosenIn({ postcode: "35002", timeZone: "Europe/Madrid" })).toBe(true);
    expect(timeZoneChosenIn({ timeZone: "Europe/Madrid" })).toBe(false);
  });
});

describe("startFromEstablishment", () => {
  it("keeps the fields and drops what the server owns", () => {
    const start = startFromEstablishment({
      id: "e1",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      ...barInMadrid,
      floorArea: 80,
      timeZone: "Europe/Madrid",
    });
    expect(start).not.toHaveProperty("id");
    expect(start).toMatchObject({ tradingName: "Bar Lucía", floorArea: 80 });
  });
});

describe("floorAreaFromInput", () => {
  it("reads empty as not given and anything else as a number for the schema to judge", () => {
    expect(floorAreaFromInput("")).toBeNull();
    expect(floorAreaFromInput("80")).toBe(80);
    expect(floorAreaFromInput("12,5")).toBeNaN();
  });
});
