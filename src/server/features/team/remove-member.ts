import { and, eq } from "drizzle-orm";
import { teamCopy } from "~/shared/copy/team";
import { userTopic } from "~/shared/events/topics";
import type { Database } from "../../domain/database";
import { session } from "../../domain/accounts/tables";
import { teamMember } from "../../domain/team/tables";
import { AppError } from "../../domain/app-error";
import type { EventBus } from "../../infra/realtime/event-bus";

/**
 * Takes a person out of the owner's team and ends every session of theirs, as a sign-out
 * everywhere does: their topic closes their live streams and drops their sessions from
 * every instance, so the next request of any device of theirs is a visitor's. What they
 * did stays (their plays are the owner's establishments' proof).
 */
export async function removeMember(
  deps: { db: Database; events: EventBus },
  options: { ownerId: string; userId: string },
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(teamMember)
      .where(and(eq(teamMember.userId, options.userId), eq(teamMember.ownerId, options.ownerId)))
      .returning({ userId: teamMember.userId });
    if (rows.length === 0) return false;
    await tx.delete(session).where(eq(session.userId, options.userId));
    return true;
  });
  if (!removed) throw new AppError("NOT_FOUND", teamCopy.errors.memberNotFound);
  await Promise.all([
    deps.events.publish({ topic: userTopic(options.userId) }),
    deps.events.publish({ topic: userTopic(options.ownerId) }),
    deps.events.publish({ topic: "users" }),
  ]);
}
