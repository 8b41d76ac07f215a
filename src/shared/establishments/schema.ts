import { z } from "~/shared/validation/zod";
import { namesProvince, spanishPostcodePattern } from "../addresses/provinces";
import { normalizeTaxId } from "../accounts/tax-id";
import { addressCopy } from "../copy/addresses";
import { establishmentsCopy } from "../copy/establishments";
import { alwaysCheck, checkSpanishTaxId, postcodeElsewhere } from "../addresses/schema";
import { printedLine } from "../validation/printed-text";
import { singleLine } from "../validation/text";
import type { ZoneSummary } from "../zones/schema";
import { activities } from "./activity";
import { defaultTimeZoneFor, establishmentTimeZones } from "../addresses/time-zones";

const errors = establishmentsCopy.errors;

/** Plenty for a hypermarket; beyond it is a typo. */
export const MAX_FLOOR_AREA = 100_000;
/** How many establishments one account may have. */
export const MAX_ESTABLISHMENTS = 50;

// Every text field prints on the licence certificate.
const text = (max: number) => printedLine().min(1, errors.required).max(max, errors.tooLong(max));

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
      .max(20, errors.tooLong(20))
      .superRefine((value, ctx) => {
        if (value) checkSpanishTaxId(value, ctx);
      })
      .transform(normalizeTaxId),
    address: text(200),
    postcode: singleLine().regex(spanishPostcodePattern, {
      error: (issue) =>
        issue.input ? addressCopy.invalidSpanishPostcode : addressCopy.postcodeRequired,
    }),
    city: text(120),
    province: text(120),
    activity: z.enum(activities, {
      error: (issue) => (issue.input ? errors.invalidActivity : errors.activityRequired),
    }),
    floorArea: z
      .number(errors.invalidFloorArea)
      .int(errors.invalidFloorArea)
      .min(1, errors.invalidFloorArea)
      .max(MAX_FLOOR_AREA, errors.invalidFloorArea)
      .nullable()
      .optional(),
    timeZone: z.enum(establishmentTimeZones, errors.invalidTimeZone).optional(),
  })
  // The certificate prints the province: it is the one the postcode belongs to.
  .superRefine(({ postcode, province }, ctx) => {
    if (typeof province === "string" && province)
      postcodeElsewhere(ctx, "postcode", postcode, province, (code) =>
        namesProvince(province, code),
      );
  }, alwaysCheck)
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

/** An establishment in its owner's list: with its live zones, in their order (decision 023). */
export interface ListedEstablishment extends Establishment {
  zones: ZoneSummary[];
}
