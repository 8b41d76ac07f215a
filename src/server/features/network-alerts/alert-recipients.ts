import { and, eq, inArray } from "drizzle-orm";
import { ownAccount, type TeamAccount } from "~/shared/accounts/team";
import type { AlertMode } from "~/shared/network/alerts";
import { memberAccount } from "../../auth/member-account";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { alertRecipient } from "../../domain/network/tables";
import { teamMember } from "../../domain/team/tables";

/** A person told of an owner's alerts, with where they work: what they hear of. */
export interface AlertRecipient {
  ownerId: string;
  userId: string;
  email: string;
  name: string;
  account: TeamAccount;
  digestSentAt: Date | null;
}

/**
 * The people who hear of alerts in `mode` (of the owners named, or of all): the owner, or a
 * manager of the owner's as they are today. One chosen while a manager and since demoted,
 * removed or moved to another team hears nothing, though their row stays until the owner
 * saves the settings again.
 */
export async function alertRecipients(
  db: Database,
  options: { mode: AlertMode; ownerIds?: readonly string[] },
): Promise<AlertRecipient[]> {
  if (options.ownerIds?.length === 0) return [];
  const rows = await db
    .select({
      ownerId: alertRecipient.ownerId,
      userId: alertRecipient.userId,
      digestSentAt: alertRecipient.digestSentAt,
      email: user.email,
      name: user.name,
      member: teamMember,
    })
    .from(alertRecipient)
    .innerJoin(user, eq(user.id, alertRecipient.userId))
    .leftJoin(teamMember, eq(teamMember.userId, alertRecipient.userId))
    .where(
      and(
        eq(alertRecipient.mode, options.mode),
        options.ownerIds ? inArray(alertRecipient.ownerId, [...options.ownerIds]) : undefined,
      ),
    );
  const recipients: AlertRecipient[] = [];
  for (const { member, ...row } of rows) {
    const account =
      row.userId === row.ownerId && !member
        ? ownAccount(row.ownerId)
        : member?.ownerId === row.ownerId && member.role === "manager"
          ? await memberAccount(db, member, { listsOnly: false, blocksSongs: false })
          : null;
    if (account) recipients.push({ ...row, account });
  }
  return recipients;
}
