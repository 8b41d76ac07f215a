import { eq, inArray, or } from "drizzle-orm";
import type { UserOrganisation } from "~/shared/users/schema";
import type { Database } from "../../domain/database";
import { teamMember } from "../../domain/team/tables";
import { user } from "../../domain/accounts/tables";

/**
 * The team each of a page of accounts belongs to, in one query: the memberships naming
 * any of them, as the member or as the owner. An account with no one in its team and in
 * no one's is in none.
 */
export async function userOrganisations(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, UserOrganisation>> {
  const found = new Map<string, UserOrganisation>();
  if (userIds.length === 0) return found;
  const ids = [...userIds];
  const rows = await db
    .select({
      userId: teamMember.userId,
      ownerId: teamMember.ownerId,
      role: teamMember.role,
      ownerName: user.name,
    })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.ownerId))
    .where(or(inArray(teamMember.userId, ids), inArray(teamMember.ownerId, ids)));
  const people = new Map<string, number>();
  for (const row of rows) {
    people.set(row.ownerId, (people.get(row.ownerId) ?? 0) + 1);
    found.set(row.userId, { kind: "member", ownerName: row.ownerName, role: row.role });
  }
  for (const [ownerId, count] of people) found.set(ownerId, { kind: "owner", people: count });
  return found;
}
