import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { MessageCampaign } from "~/shared/messages/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { message, messageCampaign, messageCampaignMessage } from "../../domain/messages/tables";
import { zone } from "../../domain/zones/tables";
import { liveCampaignZones } from "./live-campaign-zones";

type CampaignRow = typeof messageCampaign.$inferSelect;

/**
 * Campaigns as the API answers them: their messages in the order they rotate, and their
 * live zones named with their establishment, in the order the account lists them.
 */
export async function campaignDetails(
  db: Pick<Database, "select">,
  rows: CampaignRow[],
): Promise<MessageCampaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const messages = await db
    .select({
      campaignId: messageCampaignMessage.campaignId,
      id: message.id,
      name: message.name,
    })
    .from(messageCampaignMessage)
    .innerJoin(message, eq(message.id, messageCampaignMessage.messageId))
    .where(inArray(messageCampaignMessage.campaignId, ids))
    .orderBy(asc(messageCampaignMessage.position));
  const zones = await liveCampaignZones(db, ids).orderBy(
    asc(establishment.tradingName),
    asc(establishment.id),
    asc(zone.position),
  );
  return rows.map((row) => {
    const own = messages.filter((item) => item.campaignId === row.id);
    const where = zones.filter((item) => item.campaignId === row.id);
    return {
      id: row.id,
      name: row.name,
      messageIds: own.map((item) => item.id),
      zoneIds: where.map((item) => item.id),
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      weekdays: row.weekdays,
      mode: row.mode,
      messages: own.map(({ id, name }) => ({ id, name })),
      zones: where.map(({ id, name, establishmentId, establishmentName }) => ({
        id,
        name,
        establishmentId,
        establishmentName,
      })),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The account's campaigns, newest first (MAX_CAMPAIGNS at most), or the ones named. */
export async function accountCampaigns(
  db: Pick<Database, "select">,
  options: { accountId: string; ids?: string[] },
): Promise<MessageCampaign[]> {
  const rows = await db
    .select()
    .from(messageCampaign)
    .where(
      and(
        eq(messageCampaign.userId, options.accountId),
        options.ids ? inArray(messageCampaign.id, options.ids) : undefined,
      ),
    )
    .orderBy(desc(messageCampaign.createdAt), desc(messageCampaign.id));
  return campaignDetails(db, rows);
}
