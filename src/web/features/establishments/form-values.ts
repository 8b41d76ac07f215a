import type { BillingInfo } from "~/shared/accounts/billing-info";
import { provinceOfPostcode } from "~/shared/addresses/provinces";
import { defaultTimeZoneFor, type EstablishmentTimeZone } from "~/shared/addresses/time-zones";
import type { Establishment, EstablishmentInput } from "~/shared/establishments/schema";

/** What the form starts with: every text field a string, the time zone always chosen. */
export type FormStart = Partial<EstablishmentInput> & { timeZone: EstablishmentTimeZone };

const emptyStart: FormStart = { timeZone: "Europe/Madrid", floorArea: null };

/** An establishment being edited, as its form starts. */
export function startFromEstablishment(establishment: Establishment): FormStart {
  return {
    tradingName: establishment.tradingName,
    legalName: establishment.legalName,
    taxId: establishment.taxId,
    address: establishment.address,
    postcode: establishment.postcode,
    city: establishment.city,
    province: establishment.province,
    activity: establishment.activity,
    floorArea: establishment.floorArea,
    timeZone: establishment.timeZone,
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
    province: provinceOfPostcode(info.postalCode)?.name ?? "",
    timeZone: defaultTimeZoneFor(info.postalCode),
  };
}

const prefillable = [
  "tradingName",
  "legalName",
  "taxId",
  "address",
  "postcode",
  "city",
  "province",
] as const;

/** Whether the form starts with anything the customer did not type here. */
export const isPrefilled = (start: FormStart) =>
  prefillable.some((field) => Boolean(start[field]?.trim()));

/** Whether the province was written by hand: it is not the one its postcode fills in. */
export const provinceTypedIn = (start: FormStart) =>
  Boolean(start.province?.trim()) &&
  start.province !== provinceOfPostcode(start.postcode ?? "")?.name;

/**
 * The province to show once the postcode changes: the postcode's, unless the owner typed
 * one by hand (`typed`: the field holds what they wrote, not what was filled in).
 */
export function provinceFor(postcode: string, current: string, typed: boolean): string | null {
  if (typed && current.trim()) return null;
  const province = provinceOfPostcode(postcode);
  if (province) return province.name;
  // A postcode being corrected takes back the province it had filled in.
  return current ? "" : null;
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
