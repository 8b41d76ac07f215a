import type { ZoneState } from "~/shared/remote/schema";
import type { ZoneStateRow } from "../../domain/zones/tables";

export const toZoneState = (row: Pick<ZoneStateRow, "state" | "seenAt">): ZoneState => ({
  ...row.state,
  seenAt: row.seenAt.toISOString(),
});
