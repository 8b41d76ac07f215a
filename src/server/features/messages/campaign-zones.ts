import { and, eq, inArray } from "drizzle-orm";
import type { ZoneWithEstablishment } from "~/shared/accounts/team";
import type { Database } from "../../domain/database";
import {
  messageCampaign,
  messageCampaignMessage,
  messageCampaignZone,
} from "../../domain/messages/tables";
import { zone } from "../../domain/zones/tables";

type Reader = Pick<Database, "select">;

/**
 * Where the account's campaigns (all, or the ones named) sound: for each, its zones with
 * their establishments — archived ones too, since a campaign that once reached a zone
 * stays its until the owner changes it (decision 026, amended). A campaign whose zones are
 * all gone has none.
 */
export async function campaignZones(
  db: Reader,
  options: { accountId: string; campaignIds?: string[] },
): Promise<Map<string, ZoneWithEstablishment[]>> {
  const rows = await db
    .select({
      campaignId: messageCampaign.id,
      zoneId: zone.id,
      establishmentId: zone.establishmentId,
    })
    .from(messageCampaign)
    .leftJoin(messageCampaignZone, eq(messageCampaignZone.campaignId, messageCampaign.id))
    .leftJoin(zone, eq(zone.id, messageCampaignZone.zoneId))
    .where(
      and(
        eq(messageCampaign.userId, options.accountId),
        options.campaignIds ? inArray(messageCampaign.id, options.campaignIds) : undefined,
      ),
    );
  const zones = new Map<string, ZoneWithEstablishment[]>();
  for (const { campaignId, zoneId, establishmentId } of rows) {
    const found = zones.get(campaignId) ?? [];
    if (zoneId !== null && establishmentId !== null) found.push({ id: zoneId, establishmentId });
    zones.set(campaignId, found);
  }
  return zones;
}

/**
 * Where the account's messages (all, or the ones named) sound: for each message a
 * campaign plays, the zones of each such campaign. A message no campaign plays is absent.
 */
export async function messageZones(
  db: Reader,
  options: { accountId: string; messageIds?: string[] },
): Promise<Map<string, ZoneWithEstablishment[][]>> {
  const links = await db
    .select({
      messageId: messageCampaignMessage.messageId,
      campaignId: messageCampaignMessage.campaignId,
    })
    .from(messageCampaignMessage)
    .innerJoin(messageCampaign, eq(messageCampaign.id, messageCampaignMessage.campaignId))
    .where(
      and(
        eq(messageCampaign.userId, options.accountId),
        options.messageIds
          ? inArray(messageCampaignMessage.messageId, options.messageIds)
          : undefined,
      ),
    );
  const campaigns = await campaignZones(db, { accountId: options.accountId });
  const zones = new Map<string, ZoneWithEstablishment[][]>();
  for (const { messageId, campaignId } of links)
    zones.set(messageId, [...(zones.get(messageId) ?? []), campaigns.get(campaignId) ?? []]);
  return zones;
}
