import { and, eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { messagesCopy } from "~/shared/copy/messages";
import { message } from "../../domain/messages/tables";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";
import type { Tx } from "./deps";
import { reachOfMessages } from "./reach-of-messages";

/**
 * Before a message is changed or deleted: holds the account's campaigns still (its owner's
 * row, which saveCampaign locks too, so no campaign takes the message elsewhere meanwhile)
 * and refuses what the person may not change (decision 026, amended). Another account's
 * message, or one that sounds only where a member does not work, is "not found"; one that
 * also sounds there is a conflict that says why.
 */
export async function holdMessageToChange(tx: Tx, account: TeamAccount, messageId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, account.ownerId)).for("update");
  const [found] = await tx
    .select({ id: message.id })
    .from(message)
    .where(and(eq(message.id, messageId), eq(message.userId, account.ownerId)));
  const reach = found ? (await reachOfMessages(tx, account, [messageId]))(messageId) : "none";
  if (reach === "none") throw new AppError("NOT_FOUND", messagesCopy.errors.notFound);
  if (reach === "hear") throw new AppError("CONFLICT", messagesCopy.errors.soundsElsewhere);
}
