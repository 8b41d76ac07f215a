import { desc, eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import type { Message } from "~/shared/messages/schema";
import type { Database } from "../../domain/database";
import { message } from "../../domain/messages/tables";
import { reachOfMessages } from "./reach-of-messages";
import { toMessage } from "./to-message";

/**
 * The account's messages, newest first: MAX_MESSAGES at most, so answered whole. A member
 * of a team sees those that sound in the establishments they work in, and those no
 * campaign plays yet (decision 026, amended).
 */
export async function listMessages(options: {
  db: Database;
  account: TeamAccount;
  playback: PlaybackTarget;
}): Promise<Message[]> {
  const { db, account } = options;
  const rows = await db
    .select()
    .from(message)
    .where(eq(message.userId, account.ownerId))
    .orderBy(desc(message.createdAt), desc(message.id));
  const reach = await reachOfMessages(db, account);
  return rows
    .filter((row) => reach(row.id) !== "none")
    .map((row) => toMessage(row, options.playback));
}
