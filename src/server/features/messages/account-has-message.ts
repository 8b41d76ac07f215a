import type { Database } from "../../db/client";
import { messageFile } from "./message-file";

/** Whether the message is the account's: the remote plays only an account's own. */
export async function accountHasMessage(options: {
  db: Database;
  accountId: string;
  messageId: string;
}): Promise<boolean> {
  return (await messageFile(options)) !== null;
}
