import type { TeamAccount } from "~/shared/accounts/team";
import type { Database } from "../../domain/database";
import { messageFile } from "./message-file";

/**
 * Whether the person may play the message: the remote plays only an account's own, and a
 * member only one they may hear (decision 026, amended).
 */
export async function accountHasMessage(options: {
  db: Database;
  account: TeamAccount;
  messageId: string;
}): Promise<boolean> {
  return (await messageFile(options)) !== null;
}
