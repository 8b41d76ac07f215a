import { describe, expect, it } from "vitest";
import { profileCopy } from "../copy/profile";
import { billingInfoSchema } from "./profile";

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

  it("refuses a Spanish NIF/CIF whose check character is wrong", () => {
    expect(taxIdMessages({ ...company, taxId: "B87654321" })).toEqual([
      profileCopy.billing.invalidTaxId,
    ]);
    expect(taxIdMessages({ ...company, country: "spain", taxId: "12345678A" })).toHaveLength(1);
  });

  it("leaves a foreign VAT number as typed", () => {
    expect(taxIdMessages({ ...company, country: "Portugal", taxId: "PT123456789" })).toEqual([]);
  });
});
