import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { messageCampaignZone } from "../../domain/messages/tables";
import { zone } from "../../domain/zones/tables";

/**
 * The campaigns' zones that still play (neither the zone nor its establishment archived),
 * each named with its establishment.
 */
export function liveCampaignZones(db: Pick<Database, "select">, campaignIds: string[]) {
  return db
    .select({
      campaignId: messageCampaignZone.campaignId,
      id: zone.id,
      name: zone.name,
      establishmentId: establishment.id,
      establishmentName: establishment.tradingName,
    })
    .from(messageCampaignZone)
    .innerJoin(zone, eq(zone.id, messageCampaignZone.zoneId))
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        inArray(messageCampaignZone.campaignId, campaignIds),
        isNull(zone.archivedAt),
        isNull(establishment.archivedAt),
      ),
    );
}
