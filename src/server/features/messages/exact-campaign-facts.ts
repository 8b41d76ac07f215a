import { and, eq, inArray, max, sql } from "drizzle-orm";
import type { ExactCampaignFacts } from "~/shared/messages/conflicts";
import type { Database } from "../../domain/database";
import { message, messageCampaign, messageCampaignMessage } from "../../domain/messages/tables";
import { liveCampaignZones } from "./live-campaign-zones";

/**
 * What the conflict rule needs of each of the account's exact-time campaigns: their live
 * zones and their longest message (how long each of their times sounds).
 */
export async function exactCampaignFacts(
  db: Pick<Database, "select">,
  accountId: string,
): Promise<ExactCampaignFacts[]> {
  const rows = await db
    .select()
    .from(messageCampaign)
    .where(
      and(eq(messageCampaign.userId, accountId), sql`${messageCampaign.mode}->>'kind' = 'exact'`),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const zones = await liveCampaignZones(db, ids);
  const longest = await db
    .select({
      campaignId: messageCampaignMessage.campaignId,
      seconds: max(message.durationSeconds),
    })
    .from(messageCampaignMessage)
    .innerJoin(message, eq(message.id, messageCampaignMessage.messageId))
    .where(inArray(messageCampaignMessage.campaignId, ids))
    .groupBy(messageCampaignMessage.campaignId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    weekdays: row.weekdays,
    mode: row.mode,
    zoneIds: zones.filter((item) => item.campaignId === row.id).map((item) => item.id),
    longestSeconds: longest.find((item) => item.campaignId === row.id)?.seconds ?? 0,
  }));
}
