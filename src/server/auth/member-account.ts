import { inArray } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import type { Database } from "../domain/database";
import { zone } from "../domain/zones/tables";
import type { TeamMemberRow } from "../domain/team/tables";

/**
 * The account a team member acts for: the establishments given whole, and those of the
 * zones given one by one, each with its zones. A zone removed since is no longer theirs;
 * an establishment left with none of theirs is no longer one they work in.
 */
export async function memberAccount(
  db: Pick<Database, "select">,
  member: Pick<TeamMemberRow, "ownerId" | "role" | "establishmentIds" | "zoneIds">,
  settings: Pick<TeamAccount, "listsOnly" | "blocksSongs">,
): Promise<TeamAccount> {
  const whole = new Set(member.establishmentIds);
  const zones = member.zoneIds.length
    ? await db
        .select({ id: zone.id, establishmentId: zone.establishmentId })
        .from(zone)
        .where(inArray(zone.id, member.zoneIds))
    : [];
  const zonesOf: Record<string, string[]> = {};
  for (const given of zones) {
    if (whole.has(given.establishmentId)) continue;
    (zonesOf[given.establishmentId] ??= []).push(given.id);
  }
  return {
    ownerId: member.ownerId,
    teamRole: member.role,
    establishmentIds: [...whole, ...Object.keys(zonesOf)],
    zonesOf,
    listsOnly: settings.listsOnly,
    blocksSongs: settings.blocksSongs,
  };
}
