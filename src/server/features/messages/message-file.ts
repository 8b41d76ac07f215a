import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { message } from "../../db/schema";

export interface MessageFile {
  key: string;
  mimeType: string;
  size: number;
}

/** Where one of the account's messages is stored; null for another account's, or none. */
export async function messageFile(options: {
  db: Database;
  accountId: string;
  messageId: string;
}): Promise<MessageFile | null> {
  const [row] = await options.db
    .select({ key: message.storageKey, mimeType: message.mimeType, size: message.sizeBytes })
    .from(message)
    .where(and(eq(message.id, options.messageId), eq(message.userId, options.accountId)));
  return row ?? null;
}
