import { and, eq } from "drizzle-orm";
import { messagesTopic } from "~/shared/events/topics";
import { messagesCopy } from "~/shared/copy/messages";
import type { Message, MessageFields } from "~/shared/schemas/messages";
import { message } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { MessagesDeps } from "./deps";
import { toMessage } from "./to-message";

/** Renames a message, or changes its dates or its level above the music. */
export async function updateMessage(
  deps: MessagesDeps,
  options: { accountId: string; messageId: string; fields: MessageFields },
): Promise<Message> {
  const { accountId, messageId, fields } = options;
  const [row] = await deps.db
    .update(message)
    .set({
      name: fields.name,
      validFrom: fields.validFrom,
      validUntil: fields.validUntil,
      levelDb: fields.levelDb,
    })
    .where(and(eq(message.id, messageId), eq(message.userId, accountId)))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", messagesCopy.errors.notFound);
  await deps.events.publish({ topic: messagesTopic(accountId) });
  return toMessage(row, deps.playback);
}
