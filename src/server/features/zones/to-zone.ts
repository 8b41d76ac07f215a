import type { Zone } from "~/shared/zones/schema";
import type { ZoneRow } from "../../domain/zones/tables";

/** A row as the API returns it. */
export const toZone = (row: ZoneRow): Zone => ({
  id: row.id,
  establishmentId: row.establishmentId,
  name: row.name,
  position: row.position,
});
