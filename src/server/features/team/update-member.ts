import { and, eq } from "drizzle-orm";
import { teamCopy } from "~/shared/copy/team";
import { userTopic } from "~/shared/events/topics";
import type { MemberChange } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { teamMember } from "../../domain/team/tables";
import { AppError } from "../../domain/app-error";
import type { EventBus } from "../../infra/realtime/event-bus";
import { chosenEstablishments } from "./chosen-establishments";

/**
 * Changes a person's role and where they work, in place. Their topic makes every instance
 * read their sessions again, so the very next request of any device of theirs — and their
 * live stream, which reopens with their new zones — answers to where they now work only.
 */
export async function updateMember(
  deps: { db: Database; events: EventBus },
  options: { ownerId: string; userId: string; change: MemberChange },
): Promise<void> {
  const chosen = await chosenEstablishments(deps.db, options.ownerId, options.change);
  const rows = await deps.db
    .update(teamMember)
    .set({
      role: options.change.role,
      establishmentIds: chosen.establishmentIds,
      zoneIds: chosen.zoneIds,
    })
    .where(and(eq(teamMember.userId, options.userId), eq(teamMember.ownerId, options.ownerId)))
    .returning({ userId: teamMember.userId });
  if (rows.length === 0) throw new AppError("NOT_FOUND", teamCopy.errors.memberNotFound);
  await Promise.all([
    deps.events.publish({ topic: userTopic(options.userId) }),
    deps.events.publish({ topic: userTopic(options.ownerId) }),
  ]);
}
