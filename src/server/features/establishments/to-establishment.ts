import type { Establishment } from "~/shared/establishments/schema";
import type { EstablishmentRow } from "../../domain/establishments/tables";

/** A row as the API returns it: without the owner, dates as ISO text. */
export function toEstablishment(row: EstablishmentRow): Establishment {
  return {
    id: row.id,
    tradingName: row.tradingName,
    legalName: row.legalName,
    taxId: row.taxId,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    province: row.province,
    activity: row.activity,
    floorArea: row.floorArea,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
