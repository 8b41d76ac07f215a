import type { BillingInfo } from "~/shared/accounts/billing-info";
import {
  defaultTimeZoneFor,
  type Establishment,
  type EstablishmentInput,
  type EstablishmentTimeZone,
} from "~/shared/schemas/establishments";

/** What the form starts with: every text field a string, the time zone always chosen. */
export type FormStart = Partial<EstablishmentInput> & { timeZone: EstablishmentTimeZone };

export const emptyStart: FormStart = { timeZone: "Europe/Madrid", floorArea: null };

/** An establishment being edited, as its form starts. */
export function startFromEstablishment(place: Establishment): FormStart {
  return {
    tradingName: place.tradingName,
    legalName: place.legalName,
    taxId: place.taxId,
    address: place.address,
    postcode: place.postcode,
    city: place.city,
    province: place.province,
    activity: place.activity,
    floorArea: place.floorArea,
    timeZone: place.timeZone,
  };
}

/**
 * The first establishment, prefilled from the billing details the customer already gave:
 * a company's name is both its legal and (until changed) its trading name; a person's
 * legal name is their own.
 */
export function startFromBilling(info: BillingInfo | null): FormStart {
  if (!info) return emptyStart;
  const company = info.companyName.trim();
  return {
    ...emptyStart,
    tradingName: company,
    legalName: company || [info.fullName, info.surname].filter(Boolean).join(" ").trim(),
    taxId: info.taxId,
    address: info.address,
    postcode: info.postalCode,
    city: info.city,
    timeZone: defaultTimeZoneFor(info.postalCode),
  };
}

/**
 * Whether the time zone was chosen by hand: it then stays as it is when the postcode
 * changes; otherwise it follows the postcode (Canarias for 35 and 38).
 */
export const timeZoneChosenIn = (start: FormStart) =>
  start.postcode !== undefined && start.timeZone !== defaultTimeZoneFor(start.postcode);

/** The floor area as typed: empty is "not given", anything else must be a whole number. */
export const floorAreaFromInput = (value: unknown): number | null =>
  value === "" || value === null || value === undefined ? null : Number(value);
