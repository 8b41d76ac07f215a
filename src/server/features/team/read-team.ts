import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Team, TeamZone } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { teamInvitation, teamMember } from "../../domain/team/tables";
import { user } from "../../domain/accounts/tables";
import { zone } from "../../domain/zones/tables";

/**
 * "Equipo": the owner's people and their open invitations, each with the establishments
 * given whole and the zones given one by one.
 */
export async function readTeam(db: Database, ownerId: string): Promise<Team> {
  const [members, invitations, places, [owner]] = await Promise.all([
    db
      .select({ member: teamMember, name: user.name, email: user.email })
      .from(teamMember)
      .innerJoin(user, eq(user.id, teamMember.userId))
      .where(eq(teamMember.ownerId, ownerId))
      .orderBy(user.name),
    db
      .select()
      .from(teamInvitation)
      .where(
        and(
          eq(teamInvitation.ownerId, ownerId),
          isNull(teamInvitation.acceptedAt),
          isNull(teamInvitation.withdrawnAt),
          gt(teamInvitation.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(teamInvitation.createdAt)),
    db
      .select({ id: establishment.id, name: establishment.tradingName })
      .from(establishment)
      .where(and(eq(establishment.userId, ownerId), isNull(establishment.archivedAt))),
    db.select({ listsOnly: user.staffListsOnly }).from(user).where(eq(user.id, ownerId)),
  ]);
  const zones: TeamZone[] = await db
    .select({
      id: zone.id,
      name: zone.name,
      establishmentId: zone.establishmentId,
      establishmentName: establishment.tradingName,
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        eq(establishment.userId, ownerId),
        isNull(establishment.archivedAt),
        isNull(zone.archivedAt),
      ),
    );
  const byId = new Map(places.map((place) => [place.id, place]));
  const zoneById = new Map(zones.map((found) => [found.id, found]));
  const named = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const namedZones = (ids: string[]) => ids.flatMap((id) => zoneById.get(id) ?? []);
  return {
    listsOnly: owner?.listsOnly ?? false,
    members: members.map(({ member, name, email }) => ({
      userId: member.userId,
      name,
      email,
      role: member.role,
      establishments: named(member.establishmentIds),
      zones: namedZones(member.zoneIds),
      lastActiveAt: member.lastActiveAt?.toISOString() ?? null,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      establishments: named(invitation.establishmentIds),
      zones: namedZones(invitation.zoneIds),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}
