import { and, eq } from "drizzle-orm";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import { messagesCopy } from "~/shared/copy/messages";
import type { ZoneMessages } from "~/shared/messages/schema";
import type { Database } from "../../domain/database";
import { message, messageCampaign, messageCampaignZone } from "../../domain/messages/tables";
import { zoneOfAccount, type ZoneRead } from "../../domain/zones/zone-of-account";
import { campaignDetails } from "./campaign-details";
import { reachOfMessages } from "./reach-of-messages";
import { toMessage } from "./to-message";

/**
 * What a zone's player follows and keeps offline: the campaigns that reach the zone and
 * every message of the account (those they play first), with its gain and where to fetch
 * it, and the establishment's wall clock. Another account's zone, or
 * an archived one, is "not found". A member of a team is answered only the messages they
 * may hear, and no zone of an establishment they do not work in (decision 026, amended).
 */
export async function readZoneMessages(options: {
  db: Database;
  account: TeamAccount;
  zoneId: string;
  playback: PlaybackTarget;
  /** The zone as this request already read it (the team gate's). */
  read?: ZoneRead | undefined;
}): Promise<ZoneMessages> {
  const { db, account, zoneId } = options;
  const accountId = account.ownerId;
  const live = await zoneOfAccount(db, {
    ownerId: accountId,
    target: { zoneId },
    notFound: messagesCopy.errors.zoneNotFound,
    read: options.read,
  });

  const rows = await db
    .select({ campaign: messageCampaign })
    .from(messageCampaignZone)
    .innerJoin(messageCampaign, eq(messageCampaign.id, messageCampaignZone.campaignId))
    .where(and(eq(messageCampaignZone.zoneId, zoneId), eq(messageCampaign.userId, accountId)));
  const campaigns = await campaignDetails(
    db,
    rows.map((row) => row.campaign),
  );
  const messageIds = [...new Set(campaigns.flatMap((campaign) => campaign.messageIds))];
  // Every message of the account (at most MAX_MESSAGES) the person may hear: the remote
  // may ask for any now. Those of the zone's campaigns sound here, so they are among them.
  const reach = await reachOfMessages(db, account);
  const messages = (await db.select().from(message).where(eq(message.userId, accountId))).filter(
    (row) => reach(row.id) !== "none",
  );
  const changes = [
    ...rows.map((row) => row.campaign.updatedAt.getTime()),
    ...messages.map((row) => row.updatedAt.getTime()),
  ];
  return {
    zoneId,
    timeZone: live.timeZone,
    campaigns: campaigns.map(
      ({ id, name, messageIds, zones, validFrom, validUntil, weekdays, mode }) => ({
        id,
        name,
        messageIds,
        zoneIds: zones.filter((zone) => worksInZone(account, zone)).map((zone) => zone.id),
        validFrom,
        validUntil,
        weekdays,
        mode,
      }),
    ),
    messages: messages
      .sort((a, b) => rank(messageIds, a.id) - rank(messageIds, b.id))
      .map((row) => toMessage(row, options.playback)),
    updatedAt: new Date(Math.max(0, ...changes)).toISOString(),
  };
}

/** Where `id` stands among the campaigns' messages; others after them. */
const rank = (ids: string[], id: string) => {
  const index = ids.indexOf(id);
  return index < 0 ? ids.length : index;
};
