import { eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { messagesTopic } from "~/shared/events/topics";
import { messageCampaign } from "../../domain/messages/tables";
import type { MessagesDeps } from "./deps";
import { holdCampaignToChange } from "./hold-campaign-to-change";

/**
 * Deletes one of the account's campaigns (its links cascade); its messages stay. A member
 * deletes only campaigns wholly in the establishments they work in.
 */
export async function deleteCampaign(
  deps: MessagesDeps,
  options: { account: TeamAccount; campaignId: string },
): Promise<void> {
  const { account, campaignId } = options;
  await deps.db.transaction(async (tx) => {
    await holdCampaignToChange(tx, account, campaignId);
    await tx.delete(messageCampaign).where(eq(messageCampaign.id, campaignId));
  });
  await deps.events.publish({ topic: messagesTopic(account.ownerId) });
}
