import { eq } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import type { TeamSettings } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { teamMember } from "../../domain/team/tables";
import { user } from "../../domain/accounts/tables";
import type { EventBus } from "../../infra/realtime/event-bus";

/**
 * Keeps the owner's employees to the company's lists, or lets them browse again. Every
 * person of the team's topic is published: their sessions are read again with the rule,
 * and their open pages refetch who they are.
 */
export async function setTeamSettings(
  deps: { db: Database; events: EventBus },
  options: { ownerId: string; settings: TeamSettings },
): Promise<TeamSettings> {
  const { db } = deps;
  await db
    .update(user)
    .set({ staffListsOnly: options.settings.listsOnly })
    .where(eq(user.id, options.ownerId));
  const people = await db
    .select({ userId: teamMember.userId })
    .from(teamMember)
    .where(eq(teamMember.ownerId, options.ownerId));
  await Promise.all(
    [options.ownerId, ...people.map((person) => person.userId)].map((id) =>
      deps.events.publish({ topic: userTopic(id) }),
    ),
  );
  return options.settings;
}
