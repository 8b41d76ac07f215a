import type { Establishment } from "~/shared/schemas/establishments";
import type { EstablishmentRow } from "../../db/schema";

/** A row as the API returns it: without the owner, dates as ISO text. */
export function toEstablishment(row: EstablishmentRow): Establishment {
  const { userId: _owner, createdAt, updatedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
