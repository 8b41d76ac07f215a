import { eq } from "drizzle-orm";
import { zoneStatus } from "~/shared/remote/zone-status";
import { userTopic, zoneTopic } from "~/shared/events/topics";
import type { RemoteCommand, ZoneStatus } from "~/shared/remote/schema";
import type { Role } from "~/shared/accounts/roles";
import { accountCan, type TeamAccount } from "~/shared/accounts/team";
import { remoteCopy } from "~/shared/copy/remote";
import { teamCopy } from "~/shared/copy/team";
import type { AccessReader } from "../../auth/access";
import type { Database } from "../../domain/database";
import { zoneState } from "../../domain/zones/tables";
import { zoneOfAccount, type ZoneRead } from "../../domain/zones/zone-of-account";
import { AppError } from "../../domain/app-error";
import type { EventBus } from "../../infra/realtime/event-bus";
import type { RemoteEffects } from "./effects";
import { toZoneState } from "./to-zone-state";

/**
 * A command from the remote to a zone's player, authorised for that zone every time. It is
 * published on the zone's topic with its data, so the player (on any instance) applies it
 * without asking the server again. The manual choice ("Poner esta lista hasta las …", and
 * back to the programme) and blocking a song are carried out here first, by the features
 * that own them, as their own screens do: they hold even if no player hears the command,
 * and the other devices refetch them from the user's topic. They need access, as there.
 *
 * Answers the zone's status as last heard, so the remote can say at once that no player
 * is there to obey instead of waiting for a state that will not come.
 */
export async function sendRemoteCommand(options: {
  db: Database;
  events: EventBus;
  access: AccessReader;
  effects: RemoteEffects;
  /** Whose zones and access these are: the person's own, or their team owner's. */
  owner: { id: string; role: Role };
  /** The account the person acts for: a member plays only the messages they may hear. */
  account: TeamAccount;
  /** The person's role may change the music (an override), not only play it. */
  mayChooseMusic: boolean;
  /** The person sending it: a block names them in its trail. */
  person: { id: string; name: string };
  zoneId: string;
  /** The zone as this request already read it (the team gate's). */
  read?: ZoneRead | undefined;
  command: RemoteCommand;
  now?: Date;
}): Promise<{ id: string; status: ZoneStatus }> {
  const { db, effects, owner: user, command } = options;
  const choosesMusic = command.kind === "override" || command.kind === "end-override";
  // Blocking follows the blocked songs' own rule: an employee only if the owner lets them.
  const refused =
    command.kind === "block"
      ? !accountCan(options.account, "blocked-songs:manage")
      : choosesMusic && !options.mayChooseMusic;
  if (refused) throw new AppError("FORBIDDEN", teamCopy.errors.notForYourRole);
  const zone = await zoneOfAccount(db, {
    ownerId: user.id,
    target: { zoneId: options.zoneId },
    notFound: remoteCopy.errors.zoneNotFound,
    read: options.read,
  });
  if (choosesMusic) {
    if (!(await options.access.of(user)).active)
      throw new AppError("SUBSCRIPTION_REQUIRED", "An active subscription is required");
    if (command.kind === "override") {
      const { source, shuffle, until } = command;
      await effects.setOverride({
        userId: user.id,
        zoneId: zone.zoneId,
        override: { source, shuffle, until },
      });
    } else await effects.clearOverride({ userId: user.id, zoneId: zone.zoneId });
    await options.events.publish({ topic: userTopic(user.id) });
  }
  // The remote's zone is where it blocks, unless the owner asks for every zone.
  if (command.kind === "block")
    await effects.blockSong({
      account: options.account,
      by: options.person,
      songId: command.songId,
      zoneId: command.everywhere ? undefined : zone.zoneId,
    });
  // "Reproducir ahora" a message: only one of the zone's account's, never another's.
  if (
    command.kind === "message" &&
    !(await effects.hasMessage({ account: options.account, messageId: command.messageId }))
  )
    throw new AppError("NOT_FOUND", remoteCopy.errors.invalidMessage);

  await options.events.publish({ topic: zoneTopic(zone.zoneId), kind: "command", command });
  const [latest] = await db
    .select({ state: zoneState.state, seenAt: zoneState.seenAt })
    .from(zoneState)
    .where(eq(zoneState.zoneId, zone.zoneId));
  return {
    id: command.id,
    status: zoneStatus(latest ? toZoneState(latest) : null, options.now ?? new Date()),
  };
}
