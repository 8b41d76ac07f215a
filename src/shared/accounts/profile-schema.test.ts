import { describe, expect, it } from "vitest";
import { profileCopy } from "../copy/profile";
import { billingInfoSchema } from "./profile-schema";

const company = {
  type: "company",
  fullName: "Jorge",
  surname: "Díaz Soler",
  companyName: "Café Díaz, S.L.",
  email: "facturas@cafediaz.es",
  phone: "+34 600 123 456",
  taxId: "b-8765432-3",
  address: "Calle Mayor 5",
  city: "Sevilla",
  postalCode: "41001",
  country: "España",
};

const taxIdMessages = (input: object) =>
  (billingInfoSchema.safeParse(input).error?.issues ?? [])
    .filter((issue) => issue.path[0] === "taxId")
    .map((issue) => issue.message);

describe("billingInfoSchema tax id", () => {
  it("stores a Spanish NIF/CIF normalised", () => {
    expect(billingInfoSchema.parse(company).taxId).toBe("B87654323");
  });

  it("says which check character a Spanish NIF/CIF should have", () => {
    expect(taxIdMessages({ ...company, taxId: "B87654321" })).toEqual([
      "El dígito de control del CIF no corresponde: con B8765432 debería ser 3",
    ]);
    expect(taxIdMessages({ ...company, country: "spain", taxId: "12345678A" })).toEqual([
      "La letra del DNI no corresponde: con 12345678 debería ser Z",
    ]);
  });

  it("says when a Spanish tax id is no DNI, NIE or CIF at all", () => {
    expect(taxIdMessages({ ...company, taxId: "1234567" })).toEqual([
      expect.stringMatching(/^No tiene el formato de un DNI \(8 cifras y una letra\)/),
    ]);
  });

  it("leaves a foreign VAT number as typed", () => {
    expect(taxIdMessages({ ...company, country: "Portugal", taxId: "PT123456789" })).toEqual([]);
  });
});

const messagesByField = (input: object) =>
  Object.fromEntries(
    (billingInfoSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  );

describe("billingInfoSchema postcode", () => {
  it("refuses a Spanish postcode of another province than the capital given as the city", () => {
    expect(messagesByField({ ...company, postalCode: "08001", city: "Madrid" })).toEqual({
      postalCode: "El código postal 08001 es de Barcelona, no de Madrid",
    });
    expect(messagesByField({ ...company, postalCode: "28001", city: "Bilbao" })).toEqual({
      postalCode: "El código postal 28001 es de Madrid, no de Bilbao",
    });
  });

  it("accepts a postcode of the capital's province, or of a town that is no capital", () => {
    expect(messagesByField({ ...company, postalCode: "28001", city: "Madrid" })).toEqual({});
    expect(messagesByField({ ...company, postalCode: "08901", city: "L'Hospitalet" })).toEqual({});
  });

  it("wants five digits of a province in Spain, and leaves other countries their own", () => {
    expect(messagesByField({ ...company, postalCode: "53001" })).toEqual({
      postalCode: "El código postal no es válido: cinco cifras de un código español",
    });
    expect(
      messagesByField({ ...company, country: "Portugal", postalCode: "1000-001", city: "Lisboa" }),
    ).toEqual({});
    expect(messagesByField({ ...company, country: "Portugal", postalCode: "1" })).toEqual({
      postalCode: profileCopy.billing.invalidPostalCode,
    });
  });
});

describe("billingInfoSchema empty fields", () => {
  it("says every empty field is required, none that it is invalid", () => {
    const empty = Object.fromEntries(
      Object.keys(company).map((field) => [field, field === "type" ? "company" : ""]),
    );
    expect(messagesByField(empty)).toEqual({
      fullName: "Este campo es obligatorio",
      surname: "Este campo es obligatorio",
      companyName: "Este campo es obligatorio",
      email: "El email de facturación es obligatorio",
      taxId: "Este campo es obligatorio",
      address: "Este campo es obligatorio",
      city: "Este campo es obligatorio",
      postalCode: "El código postal es obligatorio",
      country: "Este campo es obligatorio",
    });
  });
});

describe("billingInfoSchema of no object", () => {
  it.each([null, "texto", 3, []])("refuses %j without throwing", (input) => {
    expect(billingInfoSchema.safeParse(input).success).toBe(false);
  });
});

describe("billingInfoSchema phone", () => {
  it("may be left empty: no invoice needs a phone (RD 1619/2012 art. 6)", () => {
    expect(billingInfoSchema.safeParse({ ...company, phone: "" }).success).toBe(true);
  });

  it("refuses one that is not a phone number", () => {
    expect(billingInfoSchema.safeParse({ ...company, phone: "llámame" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["phone"], message: profileCopy.billing.invalidPhone }),
    ]);
  });
});
