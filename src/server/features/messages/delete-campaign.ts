import { and, eq } from "drizzle-orm";
import { worksIn, type TeamAccount } from "~/shared/accounts/team";
import { messagesCopy } from "~/shared/copy/messages";
import { teamCopy } from "~/shared/copy/team";
import { messagesTopic } from "~/shared/events/topics";
import { messageCampaign, messageCampaignZone, zone } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { MessagesDeps } from "./deps";

/** Deletes one of the account's campaigns (its links cascade); its messages stay. */
export async function deleteCampaign(
  deps: MessagesDeps,
  options: { account: TeamAccount; campaignId: string },
): Promise<void> {
  const { account, campaignId } = options;
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: messageCampaign.id })
      .from(messageCampaign)
      .where(and(eq(messageCampaign.id, campaignId), eq(messageCampaign.userId, account.ownerId)))
      .for("update");
    if (!found) throw new AppError("NOT_FOUND", messagesCopy.errors.campaignNotFound);
    // A manager removes only campaigns wholly in the establishments they work in.
    const places = await tx
      .select({ establishmentId: zone.establishmentId })
      .from(messageCampaignZone)
      .innerJoin(zone, eq(zone.id, messageCampaignZone.zoneId))
      .where(eq(messageCampaignZone.campaignId, campaignId));
    if (places.some((place) => !worksIn(account, place.establishmentId)))
      throw new AppError("FORBIDDEN", teamCopy.errors.notForYourRole);
    await tx.delete(messageCampaign).where(eq(messageCampaign.id, campaignId));
  });
  await deps.events.publish({ topic: messagesTopic(account.ownerId) });
}
