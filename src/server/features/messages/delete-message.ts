import { and, eq, notExists, sql } from "drizzle-orm";
import { messagesTopic } from "~/shared/events/topics";
import { messagesCopy } from "~/shared/copy/messages";
import { message, messageCampaign, messageCampaignMessage } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { MessagesDeps } from "./deps";

/**
 * Deletes a message and then its file. It leaves the campaigns that played it (the links
 * cascade); a campaign left with no message at all goes with it, in the same transaction.
 */
export async function deleteMessage(
  deps: MessagesDeps,
  options: { accountId: string; messageId: string },
): Promise<void> {
  const { accountId, messageId } = options;
  const key = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(message)
      .where(and(eq(message.id, messageId), eq(message.userId, accountId)))
      .returning({ key: message.storageKey });
    if (!deleted) throw new AppError("NOT_FOUND", messagesCopy.errors.notFound);
    await tx.delete(messageCampaign).where(
      and(
        eq(messageCampaign.userId, accountId),
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
