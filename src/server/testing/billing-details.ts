/** Valid billing details of a company (PUT /api/me/billing), for tests to send or spoil. */
export const companyBillingDetails = {
  type: "company",
  fullName: "Ana",
  surname: "García",
  companyName: "Bar Sol",
  email: "ana@example.es",
  phone: "600 000 000",
  taxId: "B12345674",
  address: "Calle Mayor 1",
  city: "Madrid",
  postalCode: "28001",
  country: "España",
};
