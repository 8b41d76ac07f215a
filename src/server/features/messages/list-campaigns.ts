import { worksInAll, type TeamAccount } from "~/shared/accounts/team";
import type { MessageCampaign } from "~/shared/messages/schema";
import type { Database } from "../../domain/database";
import { accountCampaigns } from "./campaign-details";
import { campaignZones } from "./campaign-zones";

/**
 * "Campañas de mensajes": the account's, newest first. A member of a team sees only those
 * wholly in the zones they work in (decision 026, amended): a campaign that also sounds
 * elsewhere is the owner's to show, change and delete.
 */
export async function listCampaigns(options: {
  db: Database;
  account: TeamAccount;
}): Promise<MessageCampaign[]> {
  const { db, account } = options;
  const campaigns = await accountCampaigns(db, { accountId: account.ownerId });
  if (account.establishmentIds === null) return campaigns;
  const zonesByCampaign = await campaignZones(db, { accountId: account.ownerId });
  return campaigns.filter((campaign) =>
    worksInAll(account, zonesByCampaign.get(campaign.id) ?? []),
  );
}
