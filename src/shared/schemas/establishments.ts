import { z } from "zod";
import { isValidSpanishTaxId, normalizeTaxId } from "../accounts/tax-id";
import { establishmentsCopy } from "../copy/establishments";
import { singleLine } from "./text";

const errors = establishmentsCopy.errors;

export const activities = [
  "tienda",
  "bar",
  "cafeteria",
  "restaurante",
  "hotel",
  "gimnasio",
  "supermercado",
  "oficina",
  "otro",
] as const;
export type Activity = (typeof activities)[number];

export const establishmentTimeZones = ["Europe/Madrid", "Atlantic/Canary"] as const;
export type EstablishmentTimeZone = (typeof establishmentTimeZones)[number];

/** Plenty for a hypermarket; beyond it is a typo. */
export const MAX_FLOOR_AREA = 100_000;
/** How many establishments one account may have. */
export const MAX_ESTABLISHMENTS = 50;

/** Five digits, the first two a province (01 Álava … 52 Melilla). */
const spanishPostcode = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/** Las Palmas (35) and Santa Cruz de Tenerife (38) live an hour behind the mainland. */
export function defaultTimeZoneFor(postcode: string): EstablishmentTimeZone {
  return /^3[58]/.test(postcode.trim()) ? "Atlantic/Canary" : "Europe/Madrid";
}

const text = (max: number) => singleLine().min(1, errors.required).max(max, errors.tooLong);

/**
 * One establishment as the owner fills it in. The time zone may be left out: it then
 * follows the postcode (`defaultTimeZoneFor`).
 */
export const establishmentSchema = z
  .strictObject({
    tradingName: text(120),
    legalName: text(200),
    taxId: singleLine()
      .min(1, errors.required)
      .max(20, errors.tooLong)
      .refine(isValidSpanishTaxId, errors.invalidTaxId)
      .transform(normalizeTaxId),
    address: text(200),
    postcode: singleLine().regex(spanishPostcode, errors.invalidPostcode),
    city: text(120),
    province: text(120),
    activity: z.enum(activities, errors.invalidActivity),
    floorArea: z
      .number(errors.invalidFloorArea)
      .int(errors.invalidFloorArea)
      .min(1, errors.invalidFloorArea)
      .max(MAX_FLOOR_AREA, errors.invalidFloorArea)
      .nullable()
      .optional(),
    timeZone: z.enum(establishmentTimeZones, errors.invalidTimeZone).optional(),
  })
  .transform((input) => ({
    ...input,
    floorArea: input.floorArea ?? null,
    timeZone: input.timeZone ?? defaultTimeZoneFor(input.postcode),
  }));

export type EstablishmentInput = z.output<typeof establishmentSchema>;

/** An establishment as the API returns it. */
export interface Establishment extends EstablishmentInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}
