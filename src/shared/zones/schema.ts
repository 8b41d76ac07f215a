import { z } from "~/shared/validation/zod";
import { zonesCopy } from "../copy/zones";
import { printedLine } from "../validation/printed-text";

const errors = zonesCopy.errors;

export const MAX_ZONE_NAME = 40;
/** Zones one establishment may have: more sound systems than any shop has. */
export const MAX_ZONES = 20;

// The certificate prints the zones by name.
const zoneName = printedLine()
  .min(1, errors.required)
  .max(MAX_ZONE_NAME, errors.tooLong(MAX_ZONE_NAME));

/** A new zone: its name; it goes after the others. */
export const zoneInputSchema = z.strictObject({ name: zoneName });
export type ZoneInput = z.infer<typeof zoneInputSchema>;

/** A zone renamed, or moved in the order the zones are shown. */
export const zoneChangeSchema = z.strictObject({
  name: zoneName,
  position: z.number().int().min(0).max(1000).optional(),
});
export type ZoneChange = z.infer<typeof zoneChangeSchema>;

/** A zone as the API returns it. */
export interface Zone {
  id: string;
  establishmentId: string;
  name: string;
  position: number;
}

/** What an establishment's list answer carries of each zone. */
export type ZoneSummary = Pick<Zone, "id" | "name" | "position">;
