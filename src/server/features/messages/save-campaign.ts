import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { worksIn, type TeamAccount } from "~/shared/accounts/team";
import { messagesCopy } from "~/shared/copy/messages";
import { teamCopy } from "~/shared/copy/team";
import { messagesTopic } from "~/shared/events/topics";
import { findExactConflict } from "~/shared/messages/conflicts";
import {
  MAX_CAMPAIGNS,
  type MessageCampaign,
  type MessageCampaignInput,
} from "~/shared/schemas/messages";
import type { Database } from "../../db/client";
import {
  establishment,
  message,
  messageCampaign,
  messageCampaignMessage,
  messageCampaignZone,
  user,
  zone,
} from "../../db/schema";
import { AppError } from "../../http/app-error";
import { accountCampaigns } from "./campaign-details";
import type { MessagesDeps } from "./deps";
import { exactCampaignFacts } from "./exact-campaign-facts";

const errors = messagesCopy.errors;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const refusal = (path: string, text: string) =>
  new AppError("BAD_REQUEST", text, { issues: [{ path, message: text }] });

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/**
 * Creates a campaign (`campaignId` null) or replaces one. Its zones must be live zones of
 * the account's establishments that the person works in, its messages the account's; an
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
    if (options.campaignId) await assertMayChange(tx, account, options.campaignId);
    else await assertRoom(tx, accountId);
    const zones = await usableZones(tx, account, input.zoneIds);
    const longestSeconds = await longestMessage(tx, accountId, input.messageIds);

    const candidate = { ...input, id: options.campaignId ?? randomUUID(), longestSeconds };
    const conflict = findExactConflict(candidate, await exactCampaignFacts(tx, accountId));
    if (conflict) {
      const where = zones.find((item) => item.id === conflict.zoneId);
      const places = new Set(zones.map((item) => item.establishmentId));
      const zoneName =
        where && places.size > 1
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

/** The account's campaign, all of whose zones the person works in. */
async function assertMayChange(tx: Tx, account: TeamAccount, campaignId: string) {
  const [found] = await tx
    .select({ id: messageCampaign.id })
    .from(messageCampaign)
    .where(and(eq(messageCampaign.id, campaignId), eq(messageCampaign.userId, account.ownerId)));
  if (!found) throw new AppError("NOT_FOUND", errors.campaignNotFound);
  if (account.establishmentIds === null) return;
  const places = await tx
    .select({ establishmentId: zone.establishmentId })
    .from(messageCampaignZone)
    .innerJoin(zone, eq(zone.id, messageCampaignZone.zoneId))
    .where(eq(messageCampaignZone.campaignId, campaignId));
  if (places.some((place) => !worksIn(account, place.establishmentId)))
    throw new AppError("FORBIDDEN", teamCopy.errors.notForYourRole);
}

/** An account holds at most MAX_CAMPAIGNS: its list is answered whole. */
async function assertRoom(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({ campaigns: count() })
    .from(messageCampaign)
    .where(eq(messageCampaign.userId, accountId));
  if ((row?.campaigns ?? 0) >= MAX_CAMPAIGNS)
    throw new AppError("CONFLICT", errors.tooManyCampaigns(MAX_CAMPAIGNS));
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
    .where(
      and(
        inArray(zone.id, zoneIds),
        eq(establishment.userId, account.ownerId),
        isNull(zone.archivedAt),
        isNull(establishment.archivedAt),
      ),
    )
    .for("share");
  const usable = found.filter((item) => worksIn(account, item.establishmentId));
  if (usable.length !== zoneIds.length) throw refusal("zoneIds", errors.unknownZone);
  return usable;
}

/** The longest of the chosen messages, all of them the account's. */
async function longestMessage(tx: Tx, accountId: string, messageIds: string[]) {
  const found = await tx
    .select({ seconds: message.durationSeconds })
    .from(message)
    .where(and(inArray(message.id, messageIds), eq(message.userId, accountId)));
  if (found.length !== messageIds.length) throw refusal("messageIds", errors.unknownMessage);
  return Math.max(...found.map((item) => item.seconds));
}
