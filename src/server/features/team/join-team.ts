import { count, eq } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import { teamCopy } from "~/shared/copy/team";
import type { Role } from "~/shared/accounts/roles";
import type { AccessReader } from "../../auth/access";
import type { Database } from "../../domain/database";
import { listedEstablishmentsOf } from "../../domain/establishments/listed-establishments";
import { establishment } from "../../domain/establishments/tables";
import { teamInvitation, teamMember } from "../../domain/team/tables";
import { AppError } from "../../domain/app-error";
import type { EventBus } from "../../infra/realtime/event-bus";
import { openInvitation } from "./open-invitation";

/**
 * Makes the person a member of the team an invitation opens, and uses the invitation up.
 * A person belongs to one team, and only an account of its own with nothing to lose may
 * join one: one with access (a subscription, a grant, an administrator's role) or with
 * establishments would see them vanish behind the owner's.
 */
export async function joinTeam(
  deps: { db: Database; events: EventBus; access: AccessReader },
  options: { token: string; person: { id: string; email: string; role: Role } },
): Promise<{ ownerId: string }> {
  const { db } = deps;
  const { person } = options;
  const invitation = await openInvitation(db, options.token);
  if (invitation.email !== person.email.toLowerCase())
    throw new AppError("FORBIDDEN", teamCopy.errors.wrongAccount);
  const [owned] = await db
    .select({ total: count() })
    .from(establishment)
    .where(listedEstablishmentsOf(person.id));
  if ((await deps.access.of(person)).active || (owned?.total ?? 0) > 0)
    throw new AppError("CONFLICT", teamCopy.errors.hasOwnAccount);

  await db.transaction(async (tx) => {
    const locked = await openInvitation(tx, options.token, { lock: true });
    const [already] = await tx
      .select({ userId: teamMember.userId })
      .from(teamMember)
      .where(eq(teamMember.userId, person.id));
    if (already) throw new AppError("CONFLICT", teamCopy.errors.alreadyInTeam);
    await tx.insert(teamMember).values({
      userId: person.id,
      ownerId: locked.ownerId,
      role: locked.role,
      establishmentIds: locked.establishmentIds,
      zoneIds: locked.zoneIds,
    });
    await tx
      .update(teamInvitation)
      .set({ acceptedAt: new Date(), acceptedBy: person.id })
      .where(eq(teamInvitation.id, locked.id));
  });
  // The person's sessions are read again as a member's; the owner's "Equipo" hears it.
  await Promise.all([
    deps.events.publish({ topic: userTopic(person.id) }),
    deps.events.publish({ topic: userTopic(invitation.ownerId) }),
    deps.events.publish({ topic: "users" }),
  ]);
  return { ownerId: invitation.ownerId };
}
