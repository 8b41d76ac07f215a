import { desc, eq } from "drizzle-orm";
import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import type { Message } from "~/shared/schemas/messages";
import type { Database } from "../../db/client";
import { message } from "../../db/schema";
import { toMessage } from "./to-message";

/** The account's messages, newest first: MAX_MESSAGES at most, so answered whole. */
export async function listMessages(options: {
  db: Database;
  accountId: string;
  playback: PlaybackTarget;
}): Promise<Message[]> {
  const rows = await options.db
    .select()
    .from(message)
    .where(eq(message.userId, options.accountId))
    .orderBy(desc(message.createdAt), desc(message.id));
  return rows.map((row) => toMessage(row, options.playback));
}
