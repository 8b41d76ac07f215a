import { eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { messagesTopic } from "~/shared/events/topics";
import { messagesCopy } from "~/shared/copy/messages";
import type { Message, MessageFields } from "~/shared/messages/schema";
import { message } from "../../domain/messages/tables";
import { AppError } from "../../domain/app-error";
import type { MessagesDeps } from "./deps";
import { holdMessageToChange } from "./hold-message-to-change";
import { toMessage } from "./to-message";

/**
 * Renames a message, or changes its dates or its level above the music: one the person
 * may change, which for a member means it sounds nowhere they do not work.
 */
export async function updateMessage(
  deps: MessagesDeps,
  options: { account: TeamAccount; messageId: string; fields: MessageFields },
): Promise<Message> {
  const { account, messageId, fields } = options;
  const row = await deps.db.transaction(async (tx) => {
    await holdMessageToChange(tx, account, messageId);
    const [updated] = await tx
      .update(message)
      .set({
        name: fields.name,
        validFrom: fields.validFrom,
        validUntil: fields.validUntil,
        levelDb: fields.levelDb,
      })
      .where(eq(message.id, messageId))
      .returning();
    return updated;
  });
  if (!row) throw new AppError("NOT_FOUND", messagesCopy.errors.notFound);
  await deps.events.publish({ topic: messagesTopic(account.ownerId) });
  return toMessage(row, deps.playback);
}
