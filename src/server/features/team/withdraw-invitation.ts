import { and, eq, isNull } from "drizzle-orm";
import { teamCopy } from "~/shared/copy/team";
import type { Database } from "../../domain/database";
import { teamInvitation } from "../../domain/team/tables";
import { AppError } from "../../domain/app-error";

/** Withdraws an open invitation of the owner's: its link opens nothing from now on. */
export async function withdrawInvitation(
  db: Database,
  options: { ownerId: string; invitationId: string },
): Promise<void> {
  const withdrawn = await db
    .update(teamInvitation)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(teamInvitation.id, options.invitationId),
        eq(teamInvitation.ownerId, options.ownerId),
        isNull(teamInvitation.acceptedAt),
        isNull(teamInvitation.withdrawnAt),
      ),
    )
    .returning({ id: teamInvitation.id });
  if (withdrawn.length === 0) throw new AppError("NOT_FOUND", teamCopy.errors.invitationNotFound);
}
