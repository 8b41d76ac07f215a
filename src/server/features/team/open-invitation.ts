import { and, eq, gt, isNull } from "drizzle-orm";
import { teamCopy } from "~/shared/copy/team";
import type { Database } from "../../domain/database";
import { teamInvitation, type TeamInvitationRow } from "../../domain/team/tables";
import { AppError } from "../../domain/app-error";
import { hashInvitationToken } from "./invitation-token";

/**
 * The invitation a token opens: not used, not withdrawn, not expired. Anything else is one
 * answer ("not valid"), so a token tells nothing of why. With `lock`, inside a transaction,
 * two acceptances of one invitation run one after the other: the second finds it used.
 */
export async function openInvitation(
  db: Pick<Database, "select">,
  token: string,
  options: { lock?: boolean } = {},
): Promise<TeamInvitationRow> {
  const query = db
    .select()
    .from(teamInvitation)
    .where(
      and(
        eq(teamInvitation.tokenHash, hashInvitationToken(token)),
        isNull(teamInvitation.acceptedAt),
        isNull(teamInvitation.withdrawnAt),
        gt(teamInvitation.expiresAt, new Date()),
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", teamCopy.errors.invitationInvalid);
  return row;
}
