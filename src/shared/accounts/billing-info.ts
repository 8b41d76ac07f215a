export const billingTypes = ["personal", "freelance", "company"] as const;
export type BillingType = (typeof billingTypes)[number];

/** Product §3 billingInfo. */
export interface BillingInfo {
  type: BillingType;
  fullName: string;
  surname: string;
  email: string;
  phone: string;
  taxId: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  companyName: string;
}
