import type { MessageCampaign } from "~/shared/schemas/messages";
import type { Database } from "../../db/client";
import { accountCampaigns } from "./campaign-details";

/** "Campañas de mensajes": the account's, newest first. */
export async function listCampaigns(options: {
  db: Database;
  accountId: string;
}): Promise<MessageCampaign[]> {
  return accountCampaigns(options.db, { accountId: options.accountId });
}
