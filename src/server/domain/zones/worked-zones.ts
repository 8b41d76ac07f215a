import { inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";

/**
 * `worksInZone` as a condition on any table that names a zone and its establishment: the
 * establishments the person was given whole, and the zones given one by one. Undefined
 * for the owner (every zone of theirs); a member given nothing matches nothing.
 */
export function workedZones(
  account: TeamAccount,
  columns: { zoneId: AnyColumn; establishmentId: AnyColumn },
): SQL | undefined {
  if (account.establishmentIds === null) return undefined;
  const whole = account.establishmentIds.filter((id) => account.zonesOf[id] === undefined);
  const given = account.establishmentIds.flatMap((id) => account.zonesOf[id] ?? []);
  const parts = [
    whole.length > 0 ? inArray(columns.establishmentId, whole) : undefined,
    given.length > 0 ? inArray(columns.zoneId, given) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? or(...parts) : sql`false`;
}
