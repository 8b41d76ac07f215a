import { expect, type APIRequestContext } from "@playwright/test";

/** A customer's billing details, as the profile keeps them (PUT /api/me/billing). */
export const E2E_BILLING_DETAILS = {
  type: "company",
  fullName: "Ana",
  surname: "García",
  companyName: "Bar Sol S.L.",
  email: "facturacion@e2e.sonaria.es",
  phone: "+34 600 000 000",
  taxId: "B12345674",
  address: "Calle Mayor 1",
  city: "Madrid",
  postalCode: "28001",
  country: "España",
};

/**
 * Saves billing details for whoever `request` is signed in as: a first payment asks for
 * them for its invoice, and most tests that pay are about something else.
 */
export async function saveBillingDetails(request: APIRequestContext) {
  const saved = await request.put("/api/me/billing", { data: E2E_BILLING_DETAILS });
  expect(saved.status(), await saved.text()).toBe(200);
}
