import { eq } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import type { TeamSettings } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { teamMember } from "../../domain/team/tables";
import { user } from "../../domain/accounts/tables";
import type { EventBus } from "../../infra/realtime/event-bus";

/**
 * Keeps the owner's employees to the company's lists, or lets them browse again; lets them
 * block songs in their zones, or not (decision 045). A setting not sent stays. Every
 * person of the team's topic is published: their sessions are read again with the rule,
 * and their open pages refetch who they are.
 */
export async function setTeamSettings(
  deps: { db: Database; events: EventBus },
  options: { ownerId: string; settings: TeamSettings },
): Promise<Required<TeamSettings>> {
  const { db } = deps;
  const { listsOnly, blocksSongs } = options.settings;
  const [saved] = await db
    .update(user)
    .set({ staffListsOnly: listsOnly, staffBlocksSongs: blocksSongs })
    .where(eq(user.id, options.ownerId))
    .returning({ listsOnly: user.staffListsOnly, blocksSongs: user.staffBlocksSongs });
  const people = await db
    .select({ userId: teamMember.userId })
    .from(teamMember)
    .where(eq(teamMember.ownerId, options.ownerId));
  await Promise.all(
    [options.ownerId, ...people.map((person) => person.userId)].map((id) =>
      deps.events.publish({ topic: userTopic(id) }),
    ),
  );
  return saved ?? { listsOnly: false, blocksSongs: false };
}
