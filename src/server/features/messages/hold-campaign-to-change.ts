import { and, eq } from "drizzle-orm";
import { worksInAll, type TeamAccount, type ZoneWithEstablishment } from "~/shared/accounts/team";
import { messagesCopy } from "~/shared/copy/messages";
import { messageCampaign } from "../../domain/messages/tables";
import { AppError } from "../../domain/app-error";
import type { Tx } from "./deps";
import { campaignZones } from "./campaign-zones";

/**
 * Before a campaign is replaced or deleted: locks its row, and refuses one that is not the
 * account's, or — for a member — not wholly in the zones they work in (decision
 * 026, amended). Both are "not found": a member is never shown such a campaign.
 */
export async function holdCampaignToChange(tx: Tx, account: TeamAccount, campaignId: string) {
  const [found] = await tx
    .select({ id: messageCampaign.id })
    .from(messageCampaign)
    .where(and(eq(messageCampaign.id, campaignId), eq(messageCampaign.userId, account.ownerId)))
    .for("update");
  const zonesByCampaign = found
    ? await campaignZones(tx, { accountId: account.ownerId, campaignIds: [campaignId] })
    : new Map<string, ZoneWithEstablishment[]>();
  if (!found || !worksInAll(account, zonesByCampaign.get(campaignId) ?? []))
    throw new AppError("NOT_FOUND", messagesCopy.errors.campaignNotFound);
}
