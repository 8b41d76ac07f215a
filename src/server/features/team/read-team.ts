import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Team } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { namedEstablishmentsOf } from "../../domain/establishments/listed-establishments";
import { teamInvitation, teamMember } from "../../domain/team/tables";
import { user } from "../../domain/accounts/tables";
import { namedZonesOf } from "../../domain/zones/live-zones";
import { toTeamZone } from "./owner-establishments";

/**
 * "Equipo": the owner's people and their open invitations, each with the establishments
 * given whole and the zones given one by one.
 */
export async function readTeam(db: Database, ownerId: string): Promise<Team> {
  const [members, invitations, establishments, [owner]] = await Promise.all([
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
    namedEstablishmentsOf(db, { ownerId }),
    db
      .select({ listsOnly: user.staffListsOnly, blocksSongs: user.staffBlocksSongs })
      .from(user)
      .where(eq(user.id, ownerId)),
  ]);
  const zones = (await namedZonesOf(db, { ownerId })).map(toTeamZone);
  const byId = new Map(establishments.map((found) => [found.id, found]));
  const zoneById = new Map(zones.map((found) => [found.id, found]));
  const named = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const namedZones = (ids: string[]) => ids.flatMap((id) => zoneById.get(id) ?? []);
  return {
    listsOnly: owner?.listsOnly ?? false,
    blocksSongs: owner?.blocksSongs ?? false,
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
