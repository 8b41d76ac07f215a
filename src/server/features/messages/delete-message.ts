import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { messagesTopic } from "~/shared/events/topics";
import { messagesCopy } from "~/shared/copy/messages";
import { message, messageCampaign, messageCampaignMessage } from "../../domain/messages/tables";
import { AppError } from "../../domain/app-error";
import type { MessagesDeps } from "./deps";
import { holdMessageToChange } from "./hold-message-to-change";

/**
 * Deletes a message the person may change, and then its file. It leaves the campaigns
 * that played it (the links cascade); one of those left with no message at all goes with
 * it, in the same transaction — never another campaign, and for a member only their own,
 * since a message that also sounds elsewhere is refused (holdMessageToChange).
 */
export async function deleteMessage(
  deps: MessagesDeps,
  options: { account: TeamAccount; messageId: string },
): Promise<void> {
  const { account, messageId } = options;
  const accountId = account.ownerId;
  const key = await deps.db.transaction(async (tx) => {
    await holdMessageToChange(tx, account, messageId);
    const playing = await tx
      .select({ id: messageCampaignMessage.campaignId })
      .from(messageCampaignMessage)
      .where(eq(messageCampaignMessage.messageId, messageId));
    const [deleted] = await tx
      .delete(message)
      .where(and(eq(message.id, messageId), eq(message.userId, accountId)))
      .returning({ key: message.storageKey });
    if (!deleted) throw new AppError("NOT_FOUND", messagesCopy.errors.notFound);
    if (playing.length > 0)
      await tx.delete(messageCampaign).where(
        and(
          eq(messageCampaign.userId, accountId),
          inArray(
            messageCampaign.id,
            playing.map((campaign) => campaign.id),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(messageCampaignMessage)
              .where(eq(messageCampaignMessage.campaignId, messageCampaign.id)),
          ),
        ),
      );
    return deleted.key;
  });
  // After the commit: a file that cannot go now is swept later as an orphan.
  await deps.storage
    .delete(key)
    .catch((error: unknown) =>
      deps.logger.error({ err: error, key }, "could not delete a message's file"),
    );
  await deps.events.publish({ topic: messagesTopic(accountId) });
}
