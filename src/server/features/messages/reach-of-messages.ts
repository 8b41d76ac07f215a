import type { TeamAccount } from "~/shared/accounts/team";
import type { Database } from "../../domain/database";
import { messageZones } from "./campaign-zones";
import { messageReach, type MessageReach } from "./message-reach";

/**
 * The person's reach over the account's messages (all, or the ones named): the owner's is
 * every message's, without a query; a member's is read from where each one sounds.
 */
export async function reachOfMessages(
  db: Pick<Database, "select">,
  account: TeamAccount,
  messageIds?: string[],
): Promise<(messageId: string) => MessageReach> {
  if (account.establishmentIds === null) return () => "change";
  const zonesByMessage = await messageZones(db, { accountId: account.ownerId, messageIds });
  return (messageId) => messageReach(account, zonesByMessage.get(messageId));
}
