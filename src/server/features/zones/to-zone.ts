import type { Zone } from "~/shared/schemas/zones";
import type { ZoneRow } from "../../db/schema";

/** A row as the API returns it. */
export const toZone = (row: ZoneRow): Zone => ({
  id: row.id,
  establishmentId: row.establishmentId,
  name: row.name,
  position: row.position,
});
