import { and, eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import type { Database } from "../../domain/database";
import { message } from "../../domain/messages/tables";
import { reachOfMessages } from "./reach-of-messages";

export interface MessageFile {
  key: string;
  mimeType: string;
  size: number;
}

/**
 * Where one of the account's messages is stored; null for another account's, for one that
 * sounds only in establishments a member does not work in (decision 026, amended), or none.
 */
export async function messageFile(options: {
  db: Database;
  account: TeamAccount;
  messageId: string;
}): Promise<MessageFile | null> {
  const { db, account, messageId } = options;
  const [row] = await db
    .select({ key: message.storageKey, mimeType: message.mimeType, size: message.sizeBytes })
    .from(message)
    .where(and(eq(message.id, messageId), eq(message.userId, account.ownerId)));
  if (!row) return null;
  const reach = await reachOfMessages(db, account, [messageId]);
  return reach(messageId) === "none" ? null : row;
}
