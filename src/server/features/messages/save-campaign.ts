import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { messagesCopy } from "~/shared/copy/messages";
import { messagesTopic } from "~/shared/events/topics";
import { findExactConflict } from "~/shared/messages/conflicts";
import {
  MAX_CAMPAIGNS,
  type MessageCampaign,
  type MessageCampaignInput,
} from "~/shared/messages/schema";
import { establishment } from "../../domain/establishments/tables";
import {
  message,
  messageCampaign,
  messageCampaignMessage,
  messageCampaignZone,
} from "../../domain/messages/tables";
import { user } from "../../domain/accounts/tables";
import { isLiveZoneOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";
import { assertRoom } from "./assert-room";
import { accountCampaigns } from "./campaign-details";
import type { MessagesDeps, Tx } from "./deps";
import { exactCampaignFacts } from "./exact-campaign-facts";
import { holdCampaignToChange } from "./hold-campaign-to-change";
import { reachOfMessages } from "./reach-of-messages";

const errors = messagesCopy.errors;

const refusal = (path: string, text: string) =>
  new AppError("BAD_REQUEST", text, { issues: [{ path, message: text }] });

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/**
 * Creates a campaign (`campaignId` null) or replaces one — for a member, one wholly in the
 * establishments they work in. Its zones must be live zones of the account's
 * establishments that the person works in, its messages the account's ones they hear; an
 * exact-time campaign that would sound at once with another in a zone is refused, naming
 * the other. Saves of one account run one at a time (its owner's row is locked), so two
 * conflicting campaigns saved together cannot both pass.
 */
export async function saveCampaign(
  deps: MessagesDeps,
  options: { account: TeamAccount; campaignId: string | null; input: MessageCampaignInput },
): Promise<MessageCampaign> {
  const { account, input } = options;
  const accountId = account.ownerId;
  const id = await deps.db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, accountId)).for("update");
    if (options.campaignId) await holdCampaignToChange(tx, account, options.campaignId);
    else
      await assertRoom(tx, {
        owner: messageCampaign.userId,
        accountId,
        max: MAX_CAMPAIGNS,
        refusal: errors.tooManyCampaigns(MAX_CAMPAIGNS),
      });
    const zones = await usableZones(tx, account, input.zoneIds);
    const longestSeconds = await longestMessage(tx, account, input.messageIds);

    const candidate = { ...input, id: options.campaignId ?? randomUUID(), longestSeconds };
    const conflict = findExactConflict(candidate, await exactCampaignFacts(tx, accountId));
    if (conflict) {
      const where = zones.find((item) => item.id === conflict.zoneId);
      const establishmentIds = new Set(zones.map((item) => item.establishmentId));
      const zoneName =
        where && establishmentIds.size > 1
          ? `${where.name} (${where.establishmentName})`
          : (where?.name ?? "");
      throw new AppError(
        "CONFLICT",
        errors.conflict(conflict.other.name, clock(conflict.minute), zoneName),
      );
    }

    const fields = {
      name: input.name,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      weekdays: input.weekdays,
      mode: input.mode,
    };
    if (options.campaignId) {
      await tx.update(messageCampaign).set(fields).where(eq(messageCampaign.id, candidate.id));
      await tx
        .delete(messageCampaignMessage)
        .where(eq(messageCampaignMessage.campaignId, candidate.id));
      await tx.delete(messageCampaignZone).where(eq(messageCampaignZone.campaignId, candidate.id));
    } else
      await tx.insert(messageCampaign).values({ id: candidate.id, userId: accountId, ...fields });
    await tx.insert(messageCampaignMessage).values(
      input.messageIds.map((messageId, position) => ({
        campaignId: candidate.id,
        messageId,
        position,
      })),
    );
    await tx
      .insert(messageCampaignZone)
      .values(input.zoneIds.map((zoneId) => ({ campaignId: candidate.id, zoneId })));
    return candidate.id;
  });
  await deps.events.publish({ topic: messagesTopic(accountId) });
  const [saved] = await accountCampaigns(deps.db, { accountId, ids: [id] });
  if (!saved) throw new AppError("NOT_FOUND", errors.campaignNotFound);
  return saved;
}

/**
 * The chosen zones, each a live zone of the account's live establishments that the person
 * works in; held in share mode, so none is archived before the campaign is written.
 */
async function usableZones(tx: Tx, account: TeamAccount, zoneIds: string[]) {
  const found = await tx
    .select({
      id: zone.id,
      name: zone.name,
      establishmentId: establishment.id,
      establishmentName: establishment.tradingName,
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(and(inArray(zone.id, zoneIds), isLiveZoneOf(account.ownerId)))
    .for("share");
  const usable = found.filter((item) => worksInZone(account, item));
  if (usable.length !== zoneIds.length) throw refusal("zoneIds", errors.unknownZone);
  return usable;
}

/**
 * The longest of the chosen messages, all of them the account's and, for a member, ones
 * they may hear: a message that sounds only elsewhere is not theirs to take.
 */
async function longestMessage(tx: Tx, account: TeamAccount, messageIds: string[]) {
  const found = await tx
    .select({ id: message.id, seconds: message.durationSeconds })
    .from(message)
    .where(and(inArray(message.id, messageIds), eq(message.userId, account.ownerId)));
  const reach = await reachOfMessages(tx, account, messageIds);
  const usable = found.filter((item) => reach(item.id) !== "none");
  if (usable.length !== messageIds.length) throw refusal("messageIds", errors.unknownMessage);
  return Math.max(...usable.map((item) => item.seconds));
}
