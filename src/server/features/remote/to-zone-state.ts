import type { ZoneState } from "~/shared/schemas/remote";
import type { ZoneStateRow } from "../../db/schema";

export const toZoneState = (row: Pick<ZoneStateRow, "state" | "seenAt">): ZoneState => ({
  ...row.state,
  seenAt: row.seenAt.toISOString(),
});
