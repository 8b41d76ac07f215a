import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { PublicConfig } from "~/shared/config/public-config";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { teamCopy } from "~/shared/copy/team";
import type { InvitationInput } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { teamInvitation, teamMember } from "../../domain/team/tables";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";
import type { Mailer } from "../../infra/mail/mailer";
import { renderInvitationEmail } from "./invitation-email";
import { INVITATION_DAYS, newInvitationToken } from "./invitation-token";
import { chosenEstablishments } from "./chosen-establishments";
import { establishmentNames } from "./owner-establishments";
import { teamZoneName } from "./team-zone-name";

/**
 * Invites a person by e-mail to the owner's team, in some of the owner's establishments
 * or zones.
 * An earlier open invitation to the same address is withdrawn: one link opens the team.
 * The link carries the token; only its hash is kept.
 */
export async function inviteMember(
  deps: { db: Database; mailer: Mailer; identity: PublicConfig; appUrl: string },
  options: { owner: { id: string; name: string; email: string }; input: InvitationInput },
): Promise<{ id: string }> {
  const { db } = deps;
  const { owner } = options;
  const email = options.input.email.toLowerCase();
  if (email === owner.email.toLowerCase())
    throw new AppError("BAD_REQUEST", teamCopy.errors.ownEmail);
  const chosen = await chosenEstablishments(db, owner.id, options.input);
  const [member] = await db
    .select({ ownerId: teamMember.ownerId })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.userId))
    .where(sql`lower(${user.email}) = ${email}`);
  if (member?.ownerId === owner.id) throw new AppError("CONFLICT", teamCopy.errors.alreadyMember);

  const { token, tokenHash } = newInvitationToken();
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx
      .update(teamInvitation)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          eq(teamInvitation.ownerId, owner.id),
          eq(teamInvitation.email, email),
          isNull(teamInvitation.acceptedAt),
          isNull(teamInvitation.withdrawnAt),
          gt(teamInvitation.expiresAt, new Date()),
        ),
      );
    await tx.insert(teamInvitation).values({
      id,
      ownerId: owner.id,
      email,
      role: options.input.role,
      establishmentIds: chosen.establishmentIds,
      zoneIds: chosen.zoneIds,
      tokenHash,
      expiresAt,
    });
  });

  const url = `${deps.appUrl}/invitacion/${token}`;
  const message = renderInvitationEmail({
    ownerName: owner.name,
    roleName: teamCopy.roles[options.input.role],
    establishments: establishmentNames(chosen, teamZoneName),
    url,
    expires: certificateDate(expiresAt, "Europe/Madrid"),
    identity: deps.identity,
  });
  await deps.mailer.send({ to: email, ...message, actionUrl: url });
  return { id };
}
