import { eq, sql } from "drizzle-orm";
import { teamCopy } from "~/shared/copy/team";
import { userTopic } from "~/shared/events/topics";
import type { InvitationRegisterInput } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { insertPasswordUser } from "../../domain/accounts/insert-password-user";
import { user } from "../../domain/accounts/tables";
import { teamInvitation, teamMember } from "../../domain/team/tables";
import { AppError } from "../../domain/app-error";
import type { EventBus } from "../../infra/realtime/event-bus";
import { openInvitation } from "./open-invitation";

/**
 * Creates the invited person's account from the invitation and makes them a member, in
 * one transaction: the e-mail is the invitation's, proven by the link that reached it, so
 * the account is verified at once. The browser then signs in as anyone does. An address
 * that already has an account signs in to accept instead.
 */
export async function registerFromInvitation(
  deps: { db: Database; events: EventBus; hashPassword: (password: string) => Promise<string> },
  options: { token: string; input: InvitationRegisterInput },
): Promise<{ email: string }> {
  const { db } = deps;
  const hash = await deps.hashPassword(options.input.password);
  const invitation = await db.transaction(async (tx) => {
    const open = await openInvitation(tx, options.token, { lock: true });
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${open.email}`);
    if (existing) throw new AppError("CONFLICT", teamCopy.errors.emailTaken);
    const id = await insertPasswordUser(tx, {
      email: open.email,
      name: options.input.fullName,
      passwordHash: hash,
    });
    await tx.insert(teamMember).values({
      userId: id,
      ownerId: open.ownerId,
      role: open.role,
      establishmentIds: open.establishmentIds,
      zoneIds: open.zoneIds,
    });
    await tx
      .update(teamInvitation)
      .set({ acceptedAt: new Date(), acceptedBy: id })
      .where(eq(teamInvitation.id, open.id));
    return open;
  });
  await Promise.all([
    deps.events.publish({ topic: userTopic(invitation.ownerId) }),
    deps.events.publish({ topic: "users" }),
  ]);
  return { email: invitation.email };
}
